package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"wasteland/engine"
	"wasteland/store"
	"wasteland/store/sqlite"
	"wasteland/store/storetest"
)

// BenchmarkWrite stores batches of moves of many games, as group commit
// does under load; one op is one move.
func BenchmarkWrite(b *testing.B) {
	for _, batch := range []int{1, 16, 128} {
		b.Run(fmt.Sprint("batch=", batch), func(b *testing.B) {
			ctx := context.Background()
			st, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "games.db"), sqlite.SyncFull)
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			const games = 1000
			for i := range games {
				if err := storetest.Create(ctx, st, storetest.NewGame(fmt.Sprint("g", i), "human", "human")); err != nil {
					b.Fatal(err)
				}
			}
			next := make([]int, games)
			ops := make([]store.Op, batch)
			apps := make([]store.Append, batch)
			b.ResetTimer()
			for done := 0; done < b.N; done += batch {
				for j := range ops {
					g := (done + j) % games
					apps[j] = store.Append{Game: fmt.Sprint("g", g), N: next[g], Move: engine.Move{Seat: 0, Option: "play:3"}, At: storetest.T0}
					next[g]++
					ops[j] = store.Op{Append: &apps[j]}
				}
				for _, err := range st.Write(ctx, ops) {
					if err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
