package engine_test

import (
	"errors"
	"strings"
	"testing"

	"wasteland/engine"
)

func TestUnmarshalChecked(t *testing.T) {
	st, err := countdown{}.New(engine.Setup{Players: 2, Seed: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	good, err := st.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back, err := countdown{}.Unmarshal(good)
	if err != nil {
		t.Fatalf("a good state is refused: %v", err)
	}
	if again, _ := back.MarshalBinary(); string(again) != string(good) {
		t.Fatalf("round trip changed the state:\n%s\n%s", good, again)
	}
	for name, b := range map[string]string{
		"malformed":    `{"N":`,
		"inconsistent": `{"N":7,"Count":3}`,
	} {
		st, err := countdown{}.Unmarshal([]byte(b))
		if !errors.Is(err, engine.ErrInvalid) || !strings.Contains(err.Error(), "countdown state") {
			t.Errorf("%s: error %v, want ErrInvalid naming the game", name, err)
		}
		if st != nil {
			t.Errorf("%s: state %v, want a nil State", name, st)
		}
	}
}
