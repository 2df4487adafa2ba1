package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"wasteland/games/fallout"
	"wasteland/games/outlive"
)

// olBunkers is the part of a seat's Outlive state frame the step tests read.
type olBunkers struct {
	N    int `json:"n"`
	View struct {
		ToMove  int `json:"to_move"`
		Bunkers []struct {
			Rooms []struct {
				Slot  int  `json:"slot"`
				Built bool `json:"built"`
			} `json:"rooms"`
			Resources map[string]int `json:"resources"`
		} `json:"bunkers"`
	} `json:"view"`
}

// paidBy reads the materials of a build-payment option id
// ("pay:wood2,metal1" or "pay:wood1:discount").
func paidBy(t *testing.T, id string) map[string]int {
	t.Helper()
	parts := strings.Split(id, ":")
	if len(parts) < 2 || parts[0] != "pay" {
		t.Fatalf("%q is no payment option", id)
	}
	paid := map[string]int{}
	for _, tok := range strings.Split(parts[1], ",") {
		k := strings.IndexAny(tok, "0123456789")
		n, err := strconv.Atoi(tok[max(k, 0):])
		if k <= 0 || err != nil {
			t.Fatalf("payment %q: bad part %q", id, tok)
		}
		paid[tok[:k]] = n
	}
	return paid
}

// TestOutliveBuildInSteps: a night build is two decisions in the page,
// the room and then its payment; the room is built and exactly the
// materials of the chosen payment are spent.
func TestOutliveBuildInSteps(t *testing.T) {
	s := newSite(t, outlive.Game{})
	p := s.person()
	// Seed 4 brings the seat to a night build with a choice of payment in
	// about 40 decisions under outlive-4 (the whole test runs in under a
	// minute).
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:greedy"}, 4)
	id, tok := gameOf(t, links[0]), tokenOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	// A room option that leads to a choice of payment says so.
	rooms := `Array.from(document.querySelectorAll('#decision button.option[data-option^="build-room:"]'))`
	playUntil(t, p, "a night build with a choice of payment", `document.querySelector("#table-page").dataset.prompt === "build" &&
		`+rooms+`.some((b) => b.textContent.includes("then choose how to pay"))`, 600)

	room := eval[string](t, p, rooms+`.find((b) => b.textContent.includes("then choose how to pay")).dataset.option`)
	slot, err := strconv.Atoi(strings.TrimPrefix(room, "build-room:"))
	if err != nil {
		t.Fatalf("room option %q", room)
	}
	var before olBunkers
	s.api("/games/"+id+"/state", tok, &before)
	if before.View.Bunkers[0].Rooms[slot].Built {
		t.Fatalf("room %d is offered for building but is built", slot)
	}
	prompt := eval[string](t, p, `document.querySelector("#decision .prompt").textContent`)
	clickOption(t, p, room)
	waitN(t, p, before.N+1)
	wait[bool](t, p, "the payment decision", `document.querySelector("#table-page").dataset.prompt === "build-payment" && !!document.querySelector("#decision button.option:not([disabled])")`)

	// The decision now asks how to pay: a new prompt, only payments.
	if got := eval[string](t, p, `document.querySelector("#decision .prompt").textContent`); got == prompt {
		t.Errorf("the payment decision has the room's prompt %q", got)
	}
	type option struct{ ID, Label string }
	opts := eval[[]option](t, p, `Array.from(document.querySelectorAll("#decision button.option")).map((b) => ({ID: b.dataset.option, Label: b.textContent}))`)
	if len(opts) < 2 {
		t.Fatalf("the payment decision offers %v, want at least 2 payments", opts)
	}
	for _, o := range opts {
		if !strings.HasPrefix(o.ID, "pay:") || !strings.HasPrefix(o.Label, "Pay ") {
			t.Errorf("the payment decision offers %q (%q)", o.ID, o.Label)
		}
	}
	s.shot(p, "outlive-build-payment")

	// The last payment, which is not the first one playUntil would take.
	pay := opts[len(opts)-1].ID
	clickOption(t, p, pay)
	waitN(t, p, before.N+2)
	wait[bool](t, p, "the room built on the board", fmt.Sprintf(`!!document.querySelector('#board .room.built[data-target="room:0:%d"]')`, slot))
	var after olBunkers
	s.api("/games/"+id+"/state", tok, &after)
	if after.N != before.N+2 {
		t.Fatalf("the game is at move %d after the two steps from %d", after.N, before.N)
	}
	if !after.View.Bunkers[0].Rooms[slot].Built {
		t.Errorf("room %d is not built after %s", slot, pay)
	}
	paid := paidBy(t, pay)
	for _, r := range []string{"wood", "metal", "electronics"} {
		b, a := before.View.Bunkers[0].Resources[r], after.View.Bunkers[0].Resources[r]
		if b-a != paid[r] {
			t.Errorf("%s: %s went from %d to %d, the payment said %d", pay, r, b, a, paid[r])
		}
	}
}

// foDice is the part of a seat's Fallout state frame the step tests read.
type foDice struct {
	N    int `json:"n"`
	View struct {
		ToMove int    `json:"to_move"`
		Prompt string `json:"prompt"`
		Dice   []struct {
			Face   int  `json:"face"`
			Marked bool `json:"marked"`
		} `json:"dice"`
	} `json:"view"`
}

// TestFalloutRerollInSteps: in a roll with rerolls left the page offers
// one option per die; marking a die turns its option into unmark and the
// reroll names that die, and the reroll changes no other die.
func TestFalloutRerollInSteps(t *testing.T) {
	s := newSite(t, fallout.Game{})
	p := s.person()
	// Seed 27 brings the seat to a roll with rerolls in 7 decisions of
	// playUntil (seed 20, used elsewhere, takes about 150).
	links, _ := createInLobby(t, p, s.base, []string{"human", "bot:random"}, 27)
	id, tok := gameOf(t, links[0]), tokenOf(t, links[0])
	do(t, p, chromedp.Navigate(links[0]))
	waitN(t, p, 0)
	playUntil(t, p, "a roll with rerolls", `document.querySelector("#table-page").dataset.prompt === "reroll" &&
		!!document.querySelector('#decision button.option[data-option^="mark:"]')`, 600)

	var before foDice
	s.api("/games/"+id+"/state", tok, &before)
	if len(before.View.Dice) != 3 {
		t.Fatalf("the roll has %d dice", len(before.View.Dice))
	}
	for i := 1; i <= 3; i++ {
		if !eval[bool](t, p, fmt.Sprintf(`!!document.querySelector('#decision button.option[data-option="mark:%d"]')`, i)) {
			t.Errorf("no option marks die %d", i)
		}
	}
	dieTitles := `Array.from(document.querySelectorAll("#fo-dice .die")).map((d) => d.title)`
	titles := eval[[]string](t, p, dieTitles)

	clickOption(t, p, "mark:2")
	waitN(t, p, before.N+1)
	wait[bool](t, p, "die 2 marked", `!!document.querySelector('#decision button.option[data-option="unmark:2"]:not([disabled])')`)
	if eval[bool](t, p, `!!document.querySelector('#decision button.option[data-option="mark:2"]')`) {
		t.Error("die 2 can still be marked once marked")
	}
	reroll := eval[string](t, p, `(document.querySelector('#decision button.option[data-option^="reroll:"]') || {dataset: {}}).dataset.option || ""`)
	if reroll != "reroll:2" {
		t.Fatalf("the reroll option is %q, want reroll:2", reroll)
	}
	if label := eval[string](t, p, `document.querySelector('#decision button.option[data-option="reroll:2"]').textContent`); !strings.Contains(label, "2") {
		t.Errorf("the reroll option %q does not name die 2", label)
	}
	var marked foDice
	s.api("/games/"+id+"/state", tok, &marked)
	for i, d := range marked.View.Dice {
		if d.Marked != (i == 1) || d.Face != before.View.Dice[i].Face {
			t.Errorf("after marking die 2, die %d is %+v (was face %d)", i+1, d, before.View.Dice[i].Face)
		}
	}
	s.shot(p, "fallout-reroll-marked")

	clickOption(t, p, reroll)
	waitN(t, p, before.N+2)
	var after foDice
	s.api("/games/"+id+"/state", tok, &after)
	if after.N != before.N+2 || after.View.ToMove != 0 {
		t.Fatalf("after the reroll the game is at move %d (from %d), seat %d to move", after.N, before.N, after.View.ToMove)
	}
	for _, i := range []int{0, 2} {
		if after.View.Dice[i].Face != before.View.Dice[i].Face {
			t.Errorf("die %d changed from face %d to %d in a reroll of die 2", i+1, before.View.Dice[i].Face, after.View.Dice[i].Face)
		}
	}
	got := eval[[]string](t, p, dieTitles)
	if len(got) != 3 || got[0] != titles[0] || got[2] != titles[2] {
		t.Errorf("the page's dice went from %q to %q in a reroll of die 2", titles, got)
	}
}
