package enginetest

import "testing"

// WASTELAND_CONFORMANCE_GAMES: empty keeps the configured games, a positive
// number sets the games per player count, anything else is refused.
func TestGamesFromEnv(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want int
		ok   bool
	}{
		{"", 0, true},
		{"1", 1, true},
		{"10000", 10000, true},
		{"0", 0, false},
		{"-5", 0, false},
		{"10k", 0, false},
		{" 10", 0, false},
	} {
		got, err := gamesFromEnv(tc.v)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("gamesFromEnv(%q) = %d, %v; want %d, ok %v", tc.v, got, err, tc.want, tc.ok)
		}
	}
}

// Run checks in full every game of every DeepGames-th round of player
// counts, the first round included; DeepGames 0 or 1 checks all of them.
func TestIsDeep(t *testing.T) {
	for _, tc := range []struct {
		deepGames int
		want      []bool // games 0..11 over 3 player counts
	}{
		{0, []bool{true, true, true, true, true, true, true, true, true, true, true, true}},
		{1, []bool{true, true, true, true, true, true, true, true, true, true, true, true}},
		{2, []bool{true, true, true, false, false, false, true, true, true, false, false, false}},
		{4, []bool{true, true, true, false, false, false, false, false, false, false, false, false}},
	} {
		cfg := Config{Players: []int{2, 3, 4}, DeepGames: tc.deepGames}
		for i, want := range tc.want {
			if got := isDeep(cfg, i); got != want {
				t.Errorf("DeepGames %d, game %d: deep %v, want %v", tc.deepGames, i, got, want)
			}
		}
	}
}
