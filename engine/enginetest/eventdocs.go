package enginetest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// EventsDocumented checks, from a game package's test, that every event type
// the package's non-test Go files emit (rec.Public("type", …) or
// Type: "type") has a heading in the section of the markdown file doc
// whose level-one heading is "# "+section (up to the next level-one
// heading): the event log is a public contract. Fewer than minEmissions
// emissions found means the pattern went stale, and fails too.
func EventsDocumented(t *testing.T, doc, section string, minEmissions int) {
	t.Helper()
	b, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	headings := map[string]bool{}
	word := regexp.MustCompile("[a-z]+(?:-[a-z]+)*")
	in, seen := false, false
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "# ") {
			in = line == "# "+section
			seen = seen || in
			continue
		}
		if in && strings.HasPrefix(line, "#") {
			for _, w := range word.FindAllString(strings.ReplaceAll(line, "`", " "), -1) {
				headings[w] = true
			}
		}
	}
	if !seen {
		t.Fatalf("%s has no section %q", doc, "# "+section)
	}
	files, _ := filepath.Glob("*.go")
	emit := regexp.MustCompile(`(?:Public\(|Type:\s*)"([a-z-]+)"`)
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range emit.FindAllStringSubmatch(string(src), -1) {
			found++
			if !headings[m[1]] {
				t.Errorf("%s emits %q, which section %q of %s does not document", f, m[1], section, doc)
			}
		}
	}
	if found < minEmissions {
		t.Fatalf("found only %d event emissions; the pattern is stale", found)
	}
}
