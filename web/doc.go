// Package web holds the browser UI that `wasteland serve` serves: the files
// under static/, embedded in the binary. The UI talks to the server only
// through the API of docs/api.md.
//
// The UI's copies of the games' printed content,
// static/js/games/outlive-content.js and fallout-content.js, are generated
// from the content the games embed: after a content change run
//
//	go generate ./...
//
// (the //go:generate line is in web.go; the generator is
// web/internal/gencontent, whose test fails while a copy is out of date).
package web
