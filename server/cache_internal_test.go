package server

import (
	"strconv"
	"testing"

	"wasteland/engine"
)

// TestFrameBufferPool: a written frame's buffer comes back for the next
// frame that fits in it; buffers too small or too large to keep, and
// pooled ones too small for the frame asked for, are not handed out; the
// pool keeps at most maxPooledFrames.
func TestFrameBufferPool(t *testing.T) {
	cases := []struct {
		name   string
		cap    int // of the buffer recycled
		ask    int // room asked for next
		reused bool
	}{
		{"a frame's buffer", 16 << 10, 12 << 10, true},
		{"the same size", 16 << 10, 16 << 10, true},
		{"too small for the next frame", 8 << 10, 12 << 10, false},
		{"an ack", 64, 32, false},
		{"a whole game's log", 1 << 20, 12 << 10, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			framePool.free = nil
			b := make([]byte, 1, c.cap)
			recycleFrame(b)
			got := frameBuffer(c.ask)
			if len(got) != 0 || cap(got) < c.ask {
				t.Fatalf("frameBuffer(%d) = len %d cap %d", c.ask, len(got), cap(got))
			}
			if reused := cap(got) == c.cap && &got[:1][0] == &b[:1][0]; reused != c.reused {
				t.Errorf("reused = %v, want %v", reused, c.reused)
			}
		})
	}
	framePool.free = nil
	for range 2 * maxPooledFrames {
		recycleFrame(make([]byte, 0, 16<<10))
	}
	if n := len(framePool.free); n != maxPooledFrames {
		t.Errorf("%d buffers kept, want %d", n, maxPooledFrames)
	}
}

// TestPhraseCacheKeepsTheLatest: the phrases used last are kept, however
// many were told before; the cache never holds more than twice
// maxPhrases; a phrase is told again only once it has left.
func TestPhraseCacheKeepsTheLatest(t *testing.T) {
	var c phraseCache
	told := map[string]int{}
	get := func(i int) jsonString {
		k := phraseKey{prompt: "p", option: strconv.Itoa(i)}
		return c.get(k.appendTo(nil), func() string { told[k.option]++; return "label <" + k.option + ">" })
	}
	for round := range 3 {
		for i := range 5 * maxPhrases {
			// kept encoded, as the frames carry them
			if got, want := get(i), `"label \u003c`+strconv.Itoa(i)+`\u003e"`; string(got) != want {
				t.Fatalf("round %d: phrase %d = %q, want %q", round, i, got, want)
			}
			// one phrase in use all along, like a prompt seen every turn
			get(-1)
			if n := len(c.cur) + len(c.old); n > 2*maxPhrases {
				t.Fatalf("round %d: %d phrases kept, at most %d", round, n, 2*maxPhrases)
			}
		}
	}
	if told["-1"] != 1 {
		t.Errorf("the phrase in use was told %d times, want once", told["-1"])
	}
	for i := range maxPhrases / 2 {
		told[strconv.Itoa(5*maxPhrases-1-i)] = 0
	}
	for i := range maxPhrases / 2 {
		get(5*maxPhrases - 1 - i)
		if n := told[strconv.Itoa(5*maxPhrases-1-i)]; n != 0 {
			t.Fatalf("phrase %d, among the last used, told again", 5*maxPhrases-1-i)
		}
	}
	if told["0"] != 3 {
		t.Errorf("phrase 0 told %d times in 3 rounds, want 3 (it leaves between rounds)", told["0"])
	}
}

// TestPhraseClasses: narrators of one identity share a class, others get
// their own; once the identities numbered reach maxClasses they are
// forgotten, and an identity numbered anew never gets a number given
// before.
func TestPhraseClasses(t *testing.T) {
	var c phraseCache
	a, b := c.class("a"), c.class("b")
	if a == b {
		t.Fatalf("two identities share class %d", a)
	}
	if again := c.class("a"); again != a {
		t.Fatalf("identity a: class %d, then %d", a, again)
	}
	given := map[uint64]bool{a: true, b: true}
	for i := range 3 * maxClasses {
		k := c.class(strconv.Itoa(i))
		if given[k] {
			t.Fatalf("class %d given twice", k)
		}
		given[k] = true
		if len(c.classes) > maxClasses {
			t.Fatalf("%d identities kept, at most %d", len(c.classes), maxClasses)
		}
	}
	if k := c.class("a"); given[k] {
		t.Fatalf("identity a, forgotten, got class %d again", k)
	}
}

// TestPhraseKeysApart: the bytes a phrase is kept by (phraseKey.appendTo)
// are the same for the same phrase, and differ when any part of its key
// does, strings that would run together included.
func TestPhraseKeysApart(t *testing.T) {
	base := phraseKey{words: 3, prompt: "build", option: "room:6", args: map[string]string{"pay": "metal2", "room": "6"}, seat: 1}
	same := base
	same.args = map[string]string{"room": "6", "pay": "metal2"}
	if a, b := string(base.appendTo(nil)), string(same.appendTo(nil)); a != b {
		t.Fatalf("the same phrase kept apart: %q, %q", a, b)
	}
	event := phraseKey{words: 3, prompt: eventPhrase, option: "room-built", data: []byte(`{"seat":1}`), seat: 0}
	others := []phraseKey{
		{words: 4, prompt: "build", option: "room:6", args: base.args, seat: 1},
		{words: 3, prompt: "buil", option: "droom:6", args: base.args, seat: 1},
		{words: 3, prompt: "build", option: "room:6", args: map[string]string{"pay": "metal2"}, seat: 1},
		{words: 3, prompt: "build", option: "room:6", args: map[string]string{"pay": "metal", "2room": "6"}, seat: 1},
		{words: 3, prompt: "build", option: "room:6", seat: 1},
		{words: 3, prompt: "build", option: "room:6", args: base.args, seat: engine.Spectator},
		{words: 3, prompt: "build", args: base.args, seat: 1},
		{words: 3, prompt: "build", option: "room:6", args: base.args, seat: 1, data: []byte("x")},
		{words: 3, prompt: "build", option: "room:6", data: []byte("\x04\x03pay\x06metal2\x04room\x016"), seat: 1},
		event,
		{words: 3, prompt: eventPhrase, option: "room-built", data: []byte(`{"seat":0}`), seat: 0},
		{words: 3, prompt: eventPhrase, option: "room-buil", data: []byte(`t{"seat":1}`), seat: 0},
		{words: 4, prompt: eventPhrase, option: "room-built", data: []byte(`{"seat":1}`), seat: 0},
	}
	seen := map[string]int{string(base.appendTo(nil)): -1}
	for i, k := range others {
		b := string(k.appendTo(nil))
		if j, ok := seen[b]; ok {
			t.Errorf("keys %d and %d kept as the same bytes %q", i, j, b)
		}
		seen[b] = i
	}
}
