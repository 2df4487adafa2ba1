// Command testserve is `wasteland serve` with the test game "toy" added to
// the registered games. The server's process tests build it to kill and
// restart real server processes.
package main
