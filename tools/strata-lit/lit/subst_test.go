package lit

import (
	"testing"
)

func TestSubstituterLongestMatch(t *testing.T) {
	s := NewSubstituter([]Substitution{
		{"%%", "%"},
		{"%s", "SRC"},
		{"%S", "DIR"},
		{"%t", "TMP"},
		{"%tool", "TOOL"},
		{"%{t:stem}", "STEM"},
		{"%t", "TMP2"}, // a later duplicate wins
	})
	tests := []struct{ in, want string }{
		{"", ""},
		{"no percent", "no percent"},
		{"%s %S", "SRC DIR"},
		{"%s.o %S/x", "SRC.o DIR/x"},
		{"%tool %t %t.o %{t:stem}", "TOOL TMP2 TMP2.o STEM"},
		{"%%s", "%s"},
		{"%%%s", "%SRC"},
		{"100%", "100%"},
		{"%unknown %", "%unknown %"},
		{"%{s:basename}", "%{s:basename}"},
	}
	for _, tt := range tests {
		if got := s.Apply(tt.in); got != tt.want {
			t.Errorf("Apply(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSubstituterNoRescan(t *testing.T) {
	// A value containing '%' is not expanded again.
	s := NewSubstituter([]Substitution{{"%s", "/a%t/b"}, {"%t", "T"}})
	if got := s.Apply("%s %t"); got != "/a%t/b T" {
		t.Errorf("got %q", got)
	}
}

func TestBuiltinSubstitutions(t *testing.T) {
	s := NewSubstituter(BuiltinSubstitutions("/src/dir/foo.mlir", TempPaths{Dir: "/tmp/r/dir/Output", Base: "/tmp/r/dir/Output/foo.mlir"}))
	tests := []struct{ in, want string }{
		{"%s", "/src/dir/foo.mlir"},
		{"%S", "/src/dir"},
		{"%p", "/src/dir"},
		{"%t", "/tmp/r/dir/Output/foo.mlir.tmp"},
		{"%T", "/tmp/r/dir/Output"},
		{"%/s %/t", "/src/dir/foo.mlir /tmp/r/dir/Output/foo.mlir.tmp"},
		{"%:s", "src/dir/foo.mlir"},
		{"%basename_t", "foo.mlir"},
		{"%{t:stem}", "foo.mlir"},
		{"%{s:basename} %{s:stem}", "foo.mlir foo"},
		{"a%{pathsep}b", "a:b"},
		{"%{fs-sep}", "/"},
		{"%%t", "%t"},
	}
	for _, tt := range tests {
		if got := s.Apply(tt.in); got != tt.want {
			t.Errorf("Apply(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTestSubstitutionsExpandConfigValues(t *testing.T) {
	cfg := DefaultConfig("/src")
	cfg.Substitutions = []Substitution{
		{"%inputs", "%S/Inputs"},
		{"%pct", "50%%"},
		{"%tool", "tool %{pathsep}"},
	}
	test := &Test{Path: "/src/a/x.test", RelPath: "a/x.test", Config: cfg}
	s := NewSubstituter(TestSubstitutions(test, TempPaths{Dir: "/t", Base: "/t/x.test"}))
	if got := s.Apply("%inputs/y %pct %tool %s"); got != "/src/a/Inputs/y 50% tool : /src/a/x.test" {
		t.Errorf("got %q", got)
	}
}
