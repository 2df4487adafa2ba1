package fallout

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryEventTypeIsDocumented finds every event type the package emits
// and checks that docs/events-fallout*.md have a heading for it: the event
// log is a public contract.
func TestEveryEventTypeIsDocumented(t *testing.T) {
	docs, _ := filepath.Glob("../../docs/events-fallout*.md")
	var doc []byte
	for _, name := range docs {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		doc = append(doc, b...)
	}
	headings := map[string]bool{}
	for _, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "#") {
			for _, w := range regexp.MustCompile("[a-z]+(?:-[a-z]+)*").FindAllString(strings.ReplaceAll(line, "`", " "), -1) {
				headings[w] = true
			}
		}
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
				t.Errorf("%s emits %q, which docs/events-fallout*.md do not document", f, m[1])
			}
		}
	}
	if found < 25 {
		t.Fatalf("found only %d event emissions; the pattern is stale", found)
	}
}
