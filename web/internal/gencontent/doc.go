// Command gencontent writes the browser's content mirrors: the part of each
// game's content that the web UI shows beside a view (names, printed facts,
// the Fallout map's spaces and edges), as ES modules under a directory given
// as its only argument. It reads the content the binary embeds, through the
// games' own content types, so the mirrors change exactly when the content
// does. `go generate ./...` runs it (see the //go:generate line in
// web/web.go); its test fails when the committed mirrors differ.
package main
