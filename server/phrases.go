package server

import (
	"encoding/binary"
	"slices"

	"wasteland/engine"
)

// maxPhrases is the number of phrases told last that a game keeps at
// least; it keeps at most twice as many.
const maxPhrases = 1024

// phraseKey names a phrase as a reader is told it: a prompt (by its name
// and the deciding seat; option "") or an option label (by the prompt,
// the option's id and its args, which the label tells), or why the reader
// may not undo (prompt undoPhrase, the refusal's reason and seat).
type phraseKey struct {
	words  wordsKey
	prompt string
	option string
	args   map[string]string
	seat   engine.Seat
}

// appendTo appends k as the cache's maps key it: every string after its
// length, the args in the order of their names, so that two keys are the
// same bytes only when they name the same phrase.
func (k *phraseKey) appendTo(b []byte) []byte {
	b = binary.AppendVarint(b, int64(k.words.seat))
	b = binary.AppendVarint(b, int64(k.seat))
	b = appendKeyString(b, string(k.words.lang))
	b = appendKeyString(b, k.prompt)
	b = appendKeyString(b, k.option)
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

// phraseCache keeps phrases in two generations: new ones and those used
// again go into the current one; when it is full, it becomes the old one
// and the old one is dropped. So it keeps the last maxPhrases phrases
// used, and at most twice as many. The maps are keyed by the keys'
// bytes (phraseKey.appendTo), which are looked up without making a
// string.
type phraseCache struct {
	cur, old map[string]string
	key      []byte // room for the key looked up
}

// get returns the phrase of k, telling it with tell when it is not kept.
func (c *phraseCache) get(k phraseKey, tell func() string) string {
	c.key = k.appendTo(c.key[:0])
	if p, ok := c.cur[string(c.key)]; ok {
		return p
	}
	p, ok := c.old[string(c.key)]
	if !ok {
		p = tell()
	}
	if c.cur == nil || len(c.cur) >= maxPhrases {
		c.old, c.cur = c.cur, map[string]string{}
	}
	c.cur[string(c.key)] = p
	return p
}

// phrase returns the phrase of k, telling it with tell when it is not
// kept. Caller holds mu.
func (l *live) phrase(k phraseKey, tell func() string) string { return l.phrases.get(k, tell) }
