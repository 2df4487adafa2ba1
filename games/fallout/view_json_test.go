package fallout

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"wasteland/engine/jsonw/jsonwgen"
)

// TestViewJSONGenerated keeps view_json.go, the views' encoder without
// reflection, in step with the view types: it fails when the types changed
// and the file was not generated again (WASTELAND_GENERATE=1 go test
// ./games/fallout -run TestViewJSONGenerated rewrites it). Whether the
// encoder writes what encoding/json writes is tested on random positions
// in package server (TestViewEncodingMatchesEncodingJSON).
func TestViewJSONGenerated(t *testing.T) {
	src, err := jsonwgen.Generate("wasteland/games/fallout", "fallout", "TestViewJSONGenerated (view_json_test.go)", reflect.TypeFor[View]())
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
		t.Error("view_json.go is not what the view types generate: run WASTELAND_GENERATE=1 go test ./games/fallout -run TestViewJSONGenerated")
	}
}
