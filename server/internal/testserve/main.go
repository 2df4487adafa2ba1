package main

import (
	"context"
	"fmt"
	"os"

	"wasteland/engine"
	"wasteland/games"
	"wasteland/internal/toygame"
	"wasteland/server"
)

func main() {
	gs := append([]engine.Game{toygame.Game{}}, games.All()...)
	if err := server.MainWith(context.Background(), os.Args[1:], os.Stdout, os.Stderr, server.Options{Games: gs}); err != nil {
		fmt.Fprintln(os.Stderr, "testserve:", err)
		os.Exit(1)
	}
}
