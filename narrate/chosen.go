package narrate

import "sync"

// maxChosen is the number of chosen options' labels a narrator keeps
// (chosenLabels); it forgets them all when it has that many.
const maxChosen = 1024

// chosenLabels keeps the labels a narrator told for the options chosen in
// decision events, by the decision's prompt and the option's id: the same
// choices come back turn after turn, and each reader of a game is told
// every decision. A nil chosenLabels keeps nothing. It is safe for
// concurrent use, as the narrator is.
type chosenLabels struct {
	mu     sync.Mutex
	labels map[chosenKey]string
}

// chosenKey names the chosen option of a decision event.
type chosenKey struct{ prompt, id string }

// get returns the label kept for option id of prompt, if any.
func (c *chosenLabels) get(prompt, id string) (string, bool) {
	if c == nil {
		return "", false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	label, ok := c.labels[chosenKey{prompt, id}]
	return label, ok
}

// put keeps label as that of option id of prompt.
func (c *chosenLabels) put(prompt, id, label string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.labels == nil || len(c.labels) >= maxChosen {
		c.labels = map[chosenKey]string{}
	}
	c.labels[chosenKey{prompt, id}] = label
}
