package enginetest

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"wasteland/engine/jsonw/jsonwgen"
)

// ViewJSONGenerated keeps a game's view_json.go (the views' encoder
// without reflection, written by jsonwgen for the root types of package
// pkg, import path pkgPath) in step with the view types. Run from the
// package's test with the package's directory as working directory, it
// fails when the types changed and the file was not generated again; with
// WASTELAND_GENERATE=1 it rewrites the file first. The test calling it must
// be named TestViewJSONGenerated and live in view_json_test.go: the file's
// header and the failure message name it.
func ViewJSONGenerated(t *testing.T, pkgPath, pkg string, roots ...reflect.Type) {
	t.Helper()
	src, err := jsonwgen.Generate(pkgPath, pkg, "TestViewJSONGenerated (view_json_test.go)", roots...)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("WASTELAND_GENERATE") == "1" {
		if err := os.WriteFile("view_json.go", src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	have, err := os.ReadFile("view_json.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, src) {
		t.Errorf("view_json.go is not what the view types generate: run WASTELAND_GENERATE=1 go test ./games/%s -run TestViewJSONGenerated", pkg)
	}
}
