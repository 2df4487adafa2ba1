package web

//go:generate go run ./internal/gencontent static/js/games

import "embed"

// Static holds the UI's files under the directory "static"; index.html is
// the page served for "/" and every "/game/..." path.
//
//go:embed static
var Static embed.FS
