package archtest

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// forbidden are the packages the rule layers must not import directly.
var forbidden = []string{"os", "os/exec", "net", "net/http", "database/sql", "log", "log/slog", "math/rand", "io/ioutil", "syscall", "time"}

type pkg struct {
	ImportPath string
	Imports    []string
}

func listPackages(t *testing.T, patterns ...string) []pkg {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-e", "-json"}, patterns...)...)
	cmd.Dir = "../.."
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func TestRuleLayersDoNoIO(t *testing.T) {
	for _, p := range listPackages(t, "./engine/...", "./games/...", "./bot/...") {
		if strings.HasSuffix(p.ImportPath, "enginetest") {
			continue // test support: uses testing only, but may grow helpers
		}
		for _, imp := range p.Imports {
			for _, bad := range forbidden {
				if imp == bad {
					t.Errorf("%s imports %s", p.ImportPath, imp)
				}
			}
			if strings.HasPrefix(imp, "wasteland/") && !strings.HasPrefix(imp, "wasteland/engine") &&
				!strings.HasPrefix(imp, "wasteland/games") && !strings.HasPrefix(imp, "wasteland/bot") {
				t.Errorf("%s imports the adapter %s", p.ImportPath, imp)
			}
		}
	}
}
