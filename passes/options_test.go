package passes

import (
	"reflect"
	"strings"
	"testing"

	"github.com/strata-ir/strata/ir"
)

func TestNewPassAppliesOptionsOfEveryType(t *testing.T) {
	reg := testRegistry()
	p, err := NewPass(reg, "test-options",
		`flag count=-4 big=0x10 small=7 huge=18446744073709551615 ratio=2.5e3 label="a b" names={x,'y z',{p,q}}`)
	if err != nil {
		t.Fatal(err)
	}
	got := p.(*optionsPass)
	want := &optionsPass{Flag: true, Count: -4, Big: 16, Small: 7, Huge: 1<<64 - 1, Ratio: 2500, Label: "a b", Names: []string{"x", "y z", "p,q"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestNewPassKeepsDefaults(t *testing.T) {
	p, err := NewPass(testRegistry(), "test-options", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p, newOptionsPass()) {
		t.Errorf("got %+v, want the defaults", p)
	}
}

func TestOptionSyntax(t *testing.T) {
	for _, tc := range []struct {
		text  string
		label string
		names []string
		flag  bool
	}{
		{text: "label='q'", label: "q", names: []string{"a", "b"}},
		{text: "label={a {b} c}", label: "a {b} c", names: []string{"a", "b"}},
		{text: "label=", label: "", names: []string{"a", "b"}},
		{text: "names=", label: "x", names: []string{}},
		{text: "names=one", label: "x", names: []string{"one"}},
		{text: `names="a,b",c`, label: "x", names: []string{"a,b", "c"}},
		{text: "flag=false flag", label: "x", names: []string{"a", "b"}, flag: true},
		{text: "flag=1 flag=0", label: "x", names: []string{"a", "b"}, flag: false},
		{text: "label=a label=b", label: "b", names: []string{"a", "b"}},
	} {
		p, err := NewPass(testRegistry(), "test-options", tc.text)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		got := p.(*optionsPass)
		if got.Label != tc.label || !reflect.DeepEqual(got.Names, tc.names) || got.Flag != tc.flag {
			t.Errorf("%q: got label %q names %q flag %v, want %q %q %v", tc.text, got.Label, got.Names, got.Flag, tc.label, tc.names, tc.flag)
		}
	}
}

func TestOptionErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		col  int
		msg  string
	}{
		{"bogus=1", 1, "no such option 'bogus' for pass 'test-options'"},
		{"flag bogus", 6, "no such option 'bogus' for pass 'test-options'"},
		{"count=x", 7, "invalid value 'x' for option 'count': expected an integer"},
		{"count=", 7, "invalid value '' for option 'count': expected an integer"},
		{"count=1.5", 7, "invalid value '1.5' for option 'count': expected an integer"},
		{"count=99999999999999999999", 7, "invalid value '99999999999999999999' for option 'count': integer out of range"},
		{"small=-1", 7, "invalid value '-1' for option 'small': expected a non-negative integer"},
		{"huge=x", 6, "invalid value 'x' for option 'huge': expected a non-negative integer"},
		{"big=9223372036854775808", 5, "invalid value '9223372036854775808' for option 'big': integer out of range"},
		{"flag=maybe", 6, "invalid value 'maybe' for option 'flag': expected 'true' or 'false'"},
		{"ratio=fast", 7, "invalid value 'fast' for option 'ratio': expected a number"},
		{"count", 1, "option 'count' of pass 'test-options' requires a value"},
		{"=3", 1, "expected an option name before '='"},
		{"label='abc", 7, "missing closing ' in the value of option 'label'"},
		{"label={abc", 7, "missing closing '}' in the value of option 'label'"},
		{"label=abc}", 10, "unbalanced '}' in the value of option 'label'"},
		{"label=" + strings.Repeat("{", maxNesting+1) + strings.Repeat("}", maxNesting+1), 7 + maxNesting, "nesting depth exceeds the limit of 1000 in the value of option 'label'"},
	} {
		_, err := NewPass(testRegistry(), "test-options", tc.text)
		if err == nil {
			t.Errorf("%q: no error", tc.text)
			continue
		}
		t.Run(tc.text, func(t *testing.T) { diagAt(t, err, "<pass-options>", tc.col, tc.msg) })
	}
}

func TestNewPassUnknown(t *testing.T) {
	_, err := NewPass(testRegistry(), "nope", "")
	diagAt(t, err, "<pass-options>", 1, "'nope' does not refer to a registered pass or pass pipeline")
}

func TestOptionsOf(t *testing.T) {
	got := OptionsOf(newOptionsPass())
	want := []OptionInfo{
		{Name: "big", Type: "int64", Help: "A 64-bit count", Value: "0"},
		{Name: "count", Type: "int", Help: "A count", Value: "10"},
		{Name: "flag", Type: "bool", Help: "A flag", Value: "false"},
		{Name: "huge", Type: "uint64", Help: "A 64-bit unsigned count", Value: "0"},
		{Name: "label", Type: "string", Help: "A label", Value: "x"},
		{Name: "names", Type: "[]string", Help: "Some names", Value: "a,b"},
		{Name: "ratio", Type: "float64", Help: "A ratio", Value: "0.5"},
		{Name: "small", Type: "uint", Help: "An unsigned count", Value: "0"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if got := OptionsOf(&failPass{}); got != nil {
		t.Errorf("a pass without options has %v", got)
	}
}

// badOptionPass declares an option of a type options cannot have.
type badOptionPass struct {
	Channel chan int `option:"channel"`
}

func (*badOptionPass) Info() Info                      { return Info{Argument: "test-bad-option", Name: "TestBadOption"} }
func (*badOptionPass) Run(*ir.Operation, *State) error { return nil }

func TestUnsupportedOptionTypeIsAnError(t *testing.T) {
	reg := NewRegistry()
	reg.Register(func() Pass { return &badOptionPass{} })
	_, err := NewPass(reg, "test-bad-option", "channel=1")
	diagAt(t, err, "<pass-options>", 1, `passes: option "channel" of pass "test-bad-option" has unsupported type chan int`)
}

func TestPassStringRoundTrips(t *testing.T) {
	reg := testRegistry()
	for _, options := range []string{
		"",
		`label={a b} names=`,
		`label="it's {" names={}`,
		`names={x,'y z',{p,q}} ratio=-1e-300 flag`,
		`label= names={a}`,
		`names={{}}`,
		`label='say "{"'`,
	} {
		p, err := NewPass(reg, "test-options", options)
		if err != nil {
			t.Fatalf("%q: %v", options, err)
		}
		text := passString(p)
		inner := text[len("test-options{") : len(text)-1]
		back, err := NewPass(reg, "test-options", inner)
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", options, text, err)
		}
		if !reflect.DeepEqual(p, back) {
			t.Errorf("%q printed as %q, read back as %+v, want %+v", options, text, back, p)
		}
	}
	want := "test-options{big=0 count=10 flag=false huge=0 label=x names=a,b ratio=0.5 small=0}"
	if got := passString(newOptionsPass()); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}
