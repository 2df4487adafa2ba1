// Package web holds the browser UI that `wasteland serve` serves: the files
// under static/, embedded in the binary. The UI talks to the server only
// through the API of docs/api.md.
package web

//go:generate go run ./internal/gencontent static/js/games

import "embed"

// Static holds the UI's files under the directory "static"; index.html is
// the page served for "/" and every "/game/..." path.
//
//go:embed static
var Static embed.FS
