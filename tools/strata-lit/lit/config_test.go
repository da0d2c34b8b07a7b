package lit

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func mustParseConfig(t *testing.T, file, src string) *ConfigFile {
	t.Helper()
	cf, err := ParseConfig(file, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return cf
}

func TestConfigApply(t *testing.T) {
	root := mustParseConfig(t, "/s/lit.cfg", `
# the suite root
root = true
name = strata
suffixes = .mlir .test
excludes = scratch *.in
timeout = 1.5
path = bin /opt/tools
substitute %tool = tool --flag
substitute %{x} = X
feature always
feature maybe = test -e /
env A = 1
env B = two words
`)
	if !root.Root {
		t.Error("root = true not recorded")
	}
	top, err := root.Apply("/s", nil)
	if err != nil {
		t.Fatal(err)
	}
	if top.Suite.Name != "strata" || top.Suite.Root != "/s" {
		t.Errorf("suite = %+v", top.Suite)
	}
	if diff := cmp.Diff([]string{".mlir", ".test"}, top.Suffixes); diff != "" {
		t.Errorf("suffixes: %s", diff)
	}
	if top.Timeout != 1500*time.Millisecond {
		t.Errorf("timeout = %v", top.Timeout)
	}
	if diff := cmp.Diff([]string{"/s/bin", "/opt/tools"}, top.Path); diff != "" {
		t.Errorf("path: %s", diff)
	}
	if diff := cmp.Diff([]EnvVar{{"A", "1"}, {"B", "two words"}}, top.Env); diff != "" {
		t.Errorf("env: %s", diff)
	}
	if len(top.Features) != 2 || top.Features[1].Condition != "test -e /" || top.Features[1].Config != top {
		t.Errorf("features = %+v", top.Features)
	}

	child := mustParseConfig(t, "/s/sub/lit.cfg", `
suffixes += .c
excludes = other
path += ../lib
substitute %tool = other-tool
feature always = false
env A = 2
timeout = 0
`)
	sub, err := child.Apply("/s/sub", top)
	if err != nil {
		t.Fatal(err)
	}
	if sub.Suite != top.Suite {
		t.Error("a child config must share its parent's suite")
	}
	if diff := cmp.Diff([]string{".mlir", ".test", ".c"}, sub.Suffixes); diff != "" {
		t.Errorf("child suffixes: %s", diff)
	}
	if diff := cmp.Diff([]string{"other"}, sub.Excludes); diff != "" {
		t.Errorf("child excludes: %s", diff)
	}
	if diff := cmp.Diff([]string{"/s/lib", "/s/bin", "/opt/tools"}, sub.Path); diff != "" {
		t.Errorf("child path: %s", diff)
	}
	if diff := cmp.Diff([]Substitution{{"%tool", "other-tool"}, {"%{x}", "X"}}, sub.Substitutions); diff != "" {
		t.Errorf("child substitutions: %s", diff)
	}
	if sub.Features[0].Condition != "false" || sub.Features[0].File != "/s/sub/lit.cfg" {
		t.Errorf("child feature = %+v", sub.Features[0])
	}
	if sub.Features[1].Config != top {
		t.Error("an inherited feature must keep the environment where it was declared")
	}
	if sub.Timeout != 0 {
		t.Errorf("child timeout = %v", sub.Timeout)
	}
	// The parent is untouched.
	if len(top.Suffixes) != 2 || top.Substitutions[0].Value != "tool --flag" || top.Env[0].Value != "1" {
		t.Errorf("parent changed: %+v", top)
	}
	if diff := cmp.Diff([]string{"/s/lit.cfg", "/s/sub/lit.cfg"}, sub.Files); diff != "" {
		t.Errorf("files: %s", diff)
	}
}

func TestConfigDefaults(t *testing.T) {
	c := DefaultConfig(filepath.FromSlash("/x/suite"))
	if c.Suite.Name != "suite" {
		t.Errorf("name = %q", c.Suite.Name)
	}
	for name, want := range map[string]bool{
		"a.mlir": true, "a.c": true, "a.ll": true, "a.dsl": true, "a.test": true,
		"a.txt": false, ".a.mlir": false, "lit.cfg": false, ".mlir": false,
	} {
		if got := c.IsTestName(name); got != want {
			t.Errorf("IsTestName(%q) = %v", name, got)
		}
	}
	for name, want := range map[string]bool{"Inputs": true, "Output": true, ".git": true, "inputs": false} {
		if got := c.Excluded(name); got != want {
			t.Errorf("Excluded(%q) = %v", name, got)
		}
	}
}

func TestConfigExcludeGlob(t *testing.T) {
	cf := mustParseConfig(t, "lit.cfg", "excludes = *.in scratch\n")
	c, err := cf.Apply("/s", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Excluded("x.in") || !c.Excluded("scratch") || c.Excluded("x.test") {
		t.Errorf("excludes not applied: %v", c.Excludes)
	}
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		src  string
		line int
		want string
	}{
		{"colour = blue", 1, `unknown directive "colour"`},
		{"\n\n= x", 3, "expected a directive"},
		{"suffixes .mlir", 1, "expected '=' or '+='"},
		{"suffixes = mlir", 1, `"mlir" is not a suffix`},
		{"excludes = [", 1, "not a file name or glob"},
		{"excludes = a/b", 1, "not a file name or glob"},
		{"timeout = soon", 1, "expected seconds"},
		{"timeout = -1", 1, "expected seconds"},
		{"timeout = NaN", 1, "expected seconds"},
		{"timeout += 3", 1, "'+=' works only for"},
		{"root = yes", 1, "expected true or false"},
		{"root = true\nroot = true", 2, "more than once"},
		{"name =", 1, "empty suite name"},
		{"path =", 1, "at least one directory"},
		{"substitute", 1, "expected a name"},
		{"substitute foo = bar", 1, "must start with '%'"},
		{"substitute %s = x", 1, "cannot redefine"},
		{"substitute %x bar", 1, "expected '='"},
		{"feature a b", 1, "expected '='"},
		{"feature a =", 1, "empty condition"},
		{"feature a$b", 1, "may contain only"},
		{"feature true", 1, "is a literal"},
		{"env 1X = y", 1, "not a valid environment variable name"},
		{"env X", 1, "expected '='"},
	}
	for _, tt := range tests {
		_, err := ParseConfig("dir/lit.cfg", []byte(tt.src))
		var le *Error
		if !errors.As(err, &le) {
			t.Errorf("ParseConfig(%q) = %v, want an *Error", tt.src, err)
			continue
		}
		if le.Line != tt.line || !strings.Contains(le.Msg, tt.want) {
			t.Errorf("ParseConfig(%q) = %v, want line %d and %q", tt.src, err, tt.line, tt.want)
		}
	}
}

func TestConfigNameOnlyAtRoot(t *testing.T) {
	parent, err := mustParseConfig(t, "/s/lit.cfg", "name = s").Apply("/s", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = mustParseConfig(t, "/s/sub/lit.cfg", "# c\nname = t").Apply("/s/sub", parent)
	var le *Error
	if !errors.As(err, &le) || le.Line != 2 || le.File != "/s/sub/lit.cfg" {
		t.Errorf("got %v, want an error at /s/sub/lit.cfg:2", err)
	}
}

func TestParseConfigCommentsAndCRLF(t *testing.T) {
	cf := mustParseConfig(t, "lit.cfg", "# comment\r\n  # indented comment\r\n\r\nsuffixes = .a\r\nsubstitute %v = a # not a comment\r\n")
	c, err := cf.Apply("/s", nil)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{".a"}, c.Suffixes); diff != "" {
		t.Error(diff)
	}
	if c.Substitutions[0].Value != "a # not a comment" {
		t.Errorf("value = %q", c.Substitutions[0].Value)
	}
}
