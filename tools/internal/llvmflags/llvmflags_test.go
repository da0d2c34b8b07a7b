package llvmflags

import (
	"slices"
	"testing"
)

var testSpecs = []Spec{
	{Name: "o", Kind: Value},
	{Name: "verbose", Kind: Bool, Once: true},
	{Name: "canonicalize", Kind: OptionalValue},
	{Name: "D", Kind: Prefix},
	{Name: "list", Kind: Value},
}

func TestParse(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{nil, []string{"--"}},
		{[]string{"in", "-o", "out"}, []string{"--o=out", "--", "in"}},
		{[]string{"-o=out", "--verbose=0"}, []string{"--o=out", "--verbose=false", "--"}},
		{[]string{"--verbose="}, []string{"--verbose=true", "--"}},
		{[]string{"-canonicalize", "in"}, []string{"--canonicalize", "--", "in"}},
		{[]string{"--canonicalize=a=1 b=2", "-canonicalize="}, []string{"--canonicalize=a=1 b=2", "--canonicalize=", "--"}},
		{[]string{"-DX=1", "--D=Y"}, []string{"--D=X=1", "--D==Y", "--"}},
		{[]string{"--list", "a", "-list=b", "--", "-o"}, []string{"--list=a", "--list=b", "--", "-o"}},
		{[]string{"-"}, []string{"--", "-"}},
	}
	for _, tt := range tests {
		p := Parser{Prog: "tool", Specs: testSpecs}
		got, err := p.Parse(tt.args)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.args, err)
			continue
		}
		if c := got.Canonical(); !slices.Equal(c, tt.want) {
			t.Errorf("Parse(%q) = %q, want %q", tt.args, c, tt.want)
		}
	}
}

func TestParseOrderAndArg(t *testing.T) {
	p := Parser{Prog: "tool", Specs: testSpecs}
	got, err := p.Parse([]string{"-canonicalize", "x", "--o", "y", "--canonicalize=a=1"})
	if err != nil {
		t.Fatal(err)
	}
	var names, args []string
	for _, f := range got.Flags {
		names = append(names, f.Spec.Name)
		args = append(args, f.Arg)
	}
	if !slices.Equal(names, []string{"canonicalize", "o", "canonicalize"}) ||
		!slices.Equal(args, []string{"-canonicalize", "--o", "--canonicalize=a=1"}) {
		t.Errorf("flags %q written %q", names, args)
	}
	if !got.Has("o") || got.Has("verbose") {
		t.Errorf("Has: o %v, verbose %v", got.Has("o"), got.Has("verbose"))
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		parser Parser
		args   []string
		want   string
	}{
		{Parser{}, []string{"--bogus", "-o"},
			"Unknown command line argument '--bogus'.  Try: '/bin/tool --help'\ntool: Did you mean '-o'?\nfor the -o option: requires a value!"},
		{Parser{CloseSuggestionsOnly: true}, []string{"--bogus"},
			"Unknown command line argument '--bogus'.  Try: '/bin/tool --help'"},
		{Parser{CloseSuggestionsOnly: true}, []string{"--verbos"},
			"Unknown command line argument '--verbos'.  Try: '/bin/tool --help'\ntool: Did you mean '--verbose'?"},
		{Parser{}, []string{"--lst=x"},
			"Unknown command line argument '--lst=x'.  Try: '/bin/tool --help'\ntool: Did you mean '--list=x'?"},
		{Parser{}, []string{"--verbose", "-verbose"}, "for the --verbose option: may only occur zero or one times!"},
		{Parser{}, []string{"--verbose=maybe"}, "for the --verbose option: 'maybe' is invalid value for boolean argument! Try 0 or 1"},
		{Parser{}, []string{"-D"}, "for the -D option: requires a value!"},
		{Parser{MaxPositional: 1}, []string{"a", "b"},
			"Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: /bin/tool --help"},
	}
	for _, tt := range tests {
		p := tt.parser
		p.Prog, p.Specs = "/bin/tool", testSpecs
		_, err := p.Parse(tt.args)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Parse(%q): error %v, want %q", tt.args, err, tt.want)
		}
	}
}

func TestWantsHelp(t *testing.T) {
	tests := []struct {
		args []string
		want bool
	}{
		{[]string{"--help"}, true},
		{[]string{"in", "-h"}, true},
		{[]string{"-help=1"}, true},
		{[]string{"--help=false"}, false},
		{[]string{"help"}, false},
		{[]string{"--", "--help"}, false},
		{[]string{"--helpme"}, false},
	}
	for _, tt := range tests {
		if got := WantsHelp(tt.args); got != tt.want {
			t.Errorf("WantsHelp(%q) = %v", tt.args, got)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{{"", "", 0}, {"abc", "", 3}, {"kitten", "sitting", 3}, {"cse", "cse", 0}} {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
