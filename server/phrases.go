package server

import (
	"encoding/binary"
	"slices"
	"sync"

	"wasteland/engine"
	"wasteland/engine/jsonw"
)

// jsonString is a string encoded as JSON (jsonw.String: quoted and
// escaped).
type jsonString string

// maxPhrases is the number of phrases told last that the server keeps at
// least; it keeps at most twice as many.
const maxPhrases = 8192

// maxClasses is the number of narrators' identities the server numbers
// before it forgets them and numbers them anew.
const maxClasses = 4096

// phraseKey names a phrase as a narrator tells it: a prompt (by its name
// and the deciding seat; option ""), an option label (by the prompt, the
// option's id and its args, which the label tells), why the reader may
// not undo (prompt undoPhrase, the refusal's reason and seat) or an
// event's sentence (prompt eventPhrase, the event's type and the encoding
// of its data).
type phraseKey struct {
	// words is the class of the narrator that tells it (phraseCache.class):
	// the phrase is the same for every narrator of the class.
	words  uint64
	prompt string
	option string
	args   map[string]string
	seat   engine.Seat
	data   []byte
}

// appendTo appends k as the cache's maps key it: every string after its
// length, the args in the order of their names, so that two keys are the
// same bytes only when they name the same phrase.
func (k *phraseKey) appendTo(b []byte) []byte {
	b = binary.AppendUvarint(b, k.words)
	b = binary.AppendVarint(b, int64(k.seat))
	b = appendKeyString(b, k.prompt)
	b = appendKeyString(b, k.option)
	b = append(binary.AppendUvarint(b, uint64(len(k.data))), k.data...)
	b = binary.AppendUvarint(b, uint64(len(k.args)))
	if len(k.args) == 0 {
		return b
	}
	var room [8]string
	names := room[:0]
	for name := range k.args {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		b = appendKeyString(b, name)
		b = appendKeyString(b, k.args[name])
	}
	return b
}

// appendKeyString appends s after its length.
func appendKeyString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// eventPhrase is the prompt of the phrases that tell an event (see
// phraseKey): no prompt of a game is called so.
const eventPhrase = "\x00event"

// phraseCache keeps the phrases the server's narrators told lately, for
// every game: what a narrator tells depends only on its identity
// (narrate.Narrator.Identity) and what it is told, and the same prompts,
// labels and events come back in game after game. It keeps them in two
// generations: new ones and those used again go into the current one;
// when it is full, it becomes the old one and the old one is dropped. So
// it keeps the last maxPhrases phrases used, and at most twice as many.
// The maps are keyed by the keys' bytes (phraseKey.appendTo), which are
// looked up without making a string. The phrases are kept encoded, as the
// frames carry them (jsonString). It is safe for concurrent use.
type phraseCache struct {
	mu       sync.Mutex
	cur, old map[string]jsonString
	// classes numbers the narrators' identities; a number is never given
	// twice, so an identity forgotten and numbered anew cannot meet
	// another's phrases.
	classes map[string]uint64
	last    uint64
}

// class returns the number of the narrators whose identity is id.
func (c *phraseCache) class(id string) uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if k, ok := c.classes[id]; ok {
		return k
	}
	if c.classes == nil || len(c.classes) >= maxClasses {
		c.classes = map[string]uint64{}
	}
	c.last++
	c.classes[id] = c.last
	return c.last
}

// get returns the phrase of the key whose bytes are key, encoded, telling
// it with tell (outside the cache's lock) when it is not kept.
func (c *phraseCache) get(key []byte, tell func() string) jsonString {
	c.mu.Lock()
	p, ok := c.cur[string(key)]
	if !ok {
		if p, ok = c.old[string(key)]; ok {
			c.keep(key, p)
		}
	}
	c.mu.Unlock()
	if ok {
		return p
	}
	p = jsonString(jsonw.String(nil, tell()))
	c.mu.Lock()
	c.keep(key, p)
	c.mu.Unlock()
	return p
}

// keep puts phrase p under key in the current generation. Caller holds
// mu.
func (c *phraseCache) keep(key []byte, p jsonString) {
	if c.cur == nil || len(c.cur) >= maxPhrases {
		c.old, c.cur = c.cur, make(map[string]jsonString, maxPhrases)
	}
	c.cur[string(key)] = p
}

// phrase returns the phrase of k, encoded, telling it with tell when the
// server does not keep it. Caller holds mu.
func (l *live) phrase(k phraseKey, tell func() string) jsonString {
	l.phraseKey = k.appendTo(l.phraseKey[:0])
	return l.s.phrases.get(l.phraseKey, tell)
}
