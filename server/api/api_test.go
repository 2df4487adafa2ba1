package api

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

func TestDecodeClientFrame(t *testing.T) {
	good := []string{
		`{"type":"move","req":"r1","n":0,"option":"draw"}`,
		`{"type":"move","n":12,"option":"play:3"}`,
		` {"option":"x","n":1,"type":"move"} `,
		`{"type":"chat","req":"c1","text":"hi <b>"}`,
		`{"type":"chat","text":"hi","name":"Kibitz"}`,
	}
	for _, s := range good {
		if _, err := DecodeClientFrame([]byte(s)); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	bad := []string{
		``, `null`, `[]`, `{}`, `"move"`, `{"type":"move"}`,
		`{"type":"move","n":1}`, `{"type":"move","option":"x"}`,
		`{"type":"move","n":null,"option":"x"}`, `{"type":"move","n":-1,"option":"x"}`,
		`{"type":"move","n":1.5,"option":"x"}`, `{"type":"move","n":"1","option":"x"}`,
		`{"type":"move","n":1,"option":""}`, `{"type":"ping","n":1,"option":"x"}`,
		`{"type":"move","n":1,"option":"x","extra":true}`, `{"type":"move","n":1,"option":"x"}{}`,
		`{"type":"move","n":99999999999999999999,"option":"x"}`, "{\"type\":\"move\",\"n\":1,\"option\":\"\xff\"}",
		`{"type":"chat"}`, `{"type":"chat","text":""}`, `{"type":"chat","text":"hi","option":"x"}`,
		`{"type":"chat","text":"hi","n":2}`, `{"type":"move","n":1,"option":"x","text":"hi"}`,
	}
	for _, s := range bad {
		_, err := DecodeClientFrame([]byte(s))
		var e *Error
		if !errors.As(err, &e) || e.Code != Invalid {
			t.Errorf("%q: %v, want an invalid error", s, err)
		}
	}
}

func TestDecodeMoveAndCreate(t *testing.T) {
	if m, err := DecodeMove([]byte(`{"n":3,"option":"draw"}`)); err != nil || m != (MoveRequest{3, "draw"}) {
		t.Errorf("DecodeMove = %+v, %v", m, err)
	}
	for _, s := range []string{`{"n":3}`, `{"option":"a"}`, `{"n":3,"option":"a","type":"move"}`} {
		if _, err := DecodeMove([]byte(s)); err == nil {
			t.Errorf("DecodeMove(%s) accepted", s)
		}
	}
	if _, err := DecodeCreate([]byte(`{"game":"toy","players":2,"seats":["human","bot:random"],"seed":5}`)); err != nil {
		t.Error(err)
	}
	for _, s := range []string{`{"players":2,"seats":["a","b"]}`, `{"game":"toy","players":0,"seats":[]}`, `{"game":"toy","players":2,"seats":["a"]}`} {
		if _, err := DecodeCreate([]byte(s)); err == nil {
			t.Errorf("DecodeCreate(%s) accepted", s)
		}
	}
}

// FuzzDecodeClientFrame: the WebSocket decoder never panics, refuses with
// an invalid error, and what it accepts is a valid move that survives a
// round trip.
func FuzzDecodeClientFrame(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","req":"r1","n":0,"option":"draw"}`, `{"type":"move","n":1}`, `{}`, `[`,
		`{"type":"move","n":1,"option":"x","extra":1}`, `{"type":"move","n":1e3,"option":"a:b"}`,
		`{"type":"chat","text":"hi","name":"A"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fr, err := DecodeClientFrame(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code != Invalid {
				t.Fatalf("error %v is not invalid", err)
			}
			return
		}
		move := fr.Type == TypeMove && fr.N >= 0 && fr.Option != "" && len(fr.Option) <= MaxOption && fr.Text == "" && fr.Name == ""
		chat := fr.Type == TypeChat && fr.Text != "" && fr.N == 0 && fr.Option == ""
		if !(move || chat) || len(fr.Req) > MaxReq {
			t.Fatalf("accepted a bad frame %+v", fr)
		}
		enc, err := json.Marshal(fr)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeClientFrame(enc)
		if err != nil || !reflect.DeepEqual(back, fr) {
			t.Fatalf("round trip: %+v %v", back, err)
		}
	})
}

// FuzzDecodeMove: the HTTP move decoder never panics and accepts only
// valid moves.
func FuzzDecodeMove(f *testing.F) {
	for _, s := range []string{`{"n":3,"option":"draw"}`, `{"n":-3,"option":"draw"}`, `{"n":3}`, `nul`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := DecodeMove(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code != Invalid {
				t.Fatalf("error %v is not invalid", err)
			}
			return
		}
		if m.N < 0 || m.Option == "" || len(m.Option) > MaxOption {
			t.Fatalf("accepted a bad move %+v", m)
		}
	})
}

// FuzzDecodeChat: the name and chat decoders never panic and refuse bad
// input as invalid.
func FuzzDecodeChat(f *testing.F) {
	for _, s := range []string{`{"text":"hi"}`, `{"text":"hi","name":"A"}`, `{"name":"Ann"}`, `{}`, `{"text":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, decode := range []func([]byte) error{
			func(b []byte) error { _, err := DecodeChat(b); return err },
			func(b []byte) error { _, err := DecodeName(b); return err },
		} {
			if err := decode(data); err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Code != Invalid {
					t.Fatalf("error %v is not invalid", err)
				}
			}
		}
	})
}

// FuzzDecodeUndo: the undo decoder never panics and accepts only a move
// number.
func FuzzDecodeUndo(f *testing.F) {
	for _, s := range []string{`{"n":3}`, `{"n":-1}`, `{}`, `{"n":1,"x":2}`, `nul`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		u, err := DecodeUndo(data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Code != Invalid {
				t.Fatalf("error %v is not invalid", err)
			}
			return
		}
		if u.N < 0 {
			t.Fatalf("accepted a bad undo %+v", u)
		}
	})
}

// plainFrames are client frames of every shape the plain decoder reads or
// leaves to encoding/json.
var plainFrames = []string{
	`{"type":"move","req":"r1","n":0,"option":"draw"}`, ` { "option" : "x" , "n" : 1 , "type" : "move" } `,
	`{"type":"move","n":-0,"option":"a"}`, `{"type":"move","n":-7,"option":"a"}`, `{"type":"move","n":007,"option":"a"}`,
	`{"type":"move","n":123456789012345678,"option":"a"}`, `{"type":"move","n":1234567890123456789,"option":"a"}`,
	`{"type":"move","n":1.0,"option":"a"}`, `{"type":"move","n":1e2,"option":"a"}`, `{"type":"move","n":-,"option":"a"}`,
	`{"type":"move","n":1,"option":"a\"b"}`, `{"type":"move","n":1,"option":"a\u0041"}`, "{\"type\":\"move\",\"n\":1,\"option\":\"a\tb\"}",
	`{"type":"move","n":1,"option":"é ∑"}`, `{"Type":"move","n":1,"option":"a"}`, `{"type":"move","n":1,"option":"a","n":2}`,
	`{"type":"move","n":1,"option":"a",}`, `{"type":"move","n":1,"option":"a"} x`, `{"type":"move","n":1,"option":null}`,
	`{"type":"move","n":null,"option":"a"}`, `{"type":"move","n":1,"option":2}`, `{"type":"chat","text":"hi","name":"K"}`,
	`{}`, `{ }`, `{"type":"move"`, `{"type" "move"}`, `[1]`, ``, `{"type":"move","n":1 "option":"a"}`,
}

// TestPlainClientFrame checks that the plain decoder of the frames sent
// every move reads what encoding/json reads, and leaves to it every frame
// it would judge otherwise.
func TestPlainClientFrame(t *testing.T) {
	for _, s := range plainFrames {
		checkPlainClientFrame(t, []byte(s))
	}
}

// FuzzPlainClientFrame: the plain decoder agrees with encoding/json on
// whatever it reads.
func FuzzPlainClientFrame(f *testing.F) {
	for _, s := range plainFrames {
		f.Add([]byte(s))
	}
	f.Fuzz(checkPlainClientFrame)
}

func checkPlainClientFrame(t *testing.T, data []byte) {
	got, moveKeys, ok := plainClientFrame(data)
	if !ok {
		return
	}
	var want ClientFrame
	if err := decodeStrict(data, &want); err != nil {
		t.Fatalf("%q: read plainly as %+v, but encoding/json refuses it: %v", data, got, err)
	}
	if got != want || moveKeys != hasKeys(data, "n", "option") {
		t.Errorf("%q: read plainly as %+v (n and option: %t), encoding/json reads %+v (%t)", data, got, moveKeys, want, hasKeys(data, "n", "option"))
	}
}
