// Command wasteland plays board games under their full rules: in the
// terminal against bots (play), as batch simulation between bots (sim), by
// re-running game records (replay), in the browser (serve, with loadtest to
// measure a server), and it checks the games' content files (content lint).
// Run "wasteland help" for the usage. main only wires: run does the work,
// with its input and outputs passed in, so the tests call it directly.
//
// Exit status: 0 on success, 1 when a command fails, 2 for a usage error.
package main
