package passes

import (
	"reflect"
	"testing"
)

func TestWithDefaults(t *testing.T) {
	base := testRegistry()
	reg, err := base.WithDefaults(map[string]string{"test-options": "label='a b' count=3", "test-mark": "value=7"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(reg.Passes(), base.Passes()) {
		t.Errorf("the registry with defaults has passes %v, want %v", reg.Passes(), base.Passes())
	}
	// The defaults are set first, the options given override them.
	p, err := NewPass(reg, "test-options", "count=4")
	if err != nil {
		t.Fatal(err)
	}
	want := newOptionsPass().(*optionsPass)
	want.Label, want.Count = "a b", 4
	if !reflect.DeepEqual(p, want) {
		t.Errorf("got %+v\nwant %+v", p, want)
	}
	// Every pass made is a new value, and the registry derived from is
	// not changed.
	p.(*optionsPass).Label = "changed"
	if again, _ := NewPass(reg, "test-options", ""); again.(*optionsPass).Label != "a b" {
		t.Errorf("a pass shares its options with the next: label %q", again.(*optionsPass).Label)
	}
	if plain, _ := NewPass(base, "test-options", ""); !reflect.DeepEqual(plain, newOptionsPass()) {
		t.Errorf("the registry derived from makes %+v, want the constructor's defaults", plain)
	}
	// The pipelines parsed from the registry, nested ones too, have them.
	m, err := ParsePipeline("builtin.module(func.func(test-mark),test-options{label=c})", "<test>", reg)
	if err != nil {
		t.Fatal(err)
	}
	const pipeline = "builtin.module(func.func(test-mark{value=7}),test-options{big=0 count=3 flag=false huge=0 label=c names=a,b ratio=0.5 small=0})"
	if got := m.String(); got != pipeline {
		t.Errorf("got %s\nwant %s", got, pipeline)
	}
}

func TestWithDefaultsErrors(t *testing.T) {
	_, err := testRegistry().WithDefaults(map[string]string{"test-options": "count=x"})
	diagAt(t, err, "<pass-options>", 7, "invalid value 'x' for option 'count': expected an integer")
	_, err = testRegistry().WithDefaults(map[string]string{"nosuch": "x=1"})
	diagAt(t, err, "<pass-options>", 1, "'nosuch' does not refer to a registered pass or pass pipeline")
}

func TestQuoteOptionRoundTrips(t *testing.T) {
	reg := testRegistry()
	for _, value := range []string{"", "plain", "a b", "it's", `say "x"`, "{", "a}b", "x,y", "/tmp/my specs/{v1}.dsl"} {
		p, err := NewPass(reg, "test-options", "label="+QuoteOption(value))
		if err != nil {
			t.Fatalf("%q quoted as %q: %v", value, QuoteOption(value), err)
		}
		if got := p.(*optionsPass).Label; got != value {
			t.Errorf("%q quoted as %q reads back as %q", value, QuoteOption(value), got)
		}
	}
}
