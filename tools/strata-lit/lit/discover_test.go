package lit

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// writeTree creates files under root; names use '/' and contents are
// written as given.
func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func fullNames(tests []*Test) []string {
	var out []string
	for _, t := range tests {
		out = append(out, t.FullName())
	}
	return out
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":                   "root = true\nname = top\nsuffixes = .mlir .test\nexcludes = scratch\n",
		"b.mlir":                    "",
		"a.test":                    "",
		"notes.txt":                 "",
		".hidden.test":              "",
		"Inputs/in.test":            "",
		"Output/out.test":           "",
		"scratch/s.test":            "",
		"d/c.mlir":                  "",
		"d/lit.cfg":                 "suffixes += .c\n",
		"d/e.c":                     "",
		"d/Inputs/deep/x.mlir":      "",
		"nested/lit.cfg":            "root = true\nname = inner\n",
		"nested/n.ll":               "",
		"nested/m.mlir":             "",
		"plain/p.test":              "",
		"plain/lit.cfg.bak":         "",
		"other-suite/lit.cfg":       "name = orphan-would-fail\n",
		"other-suite/ignored.mlir":  "",
		"other-suite/lit.cfg.notes": "",
	})
	// other-suite names itself without root = true: a located error.
	_, err := Discover([]string{root})
	var le *Error
	if !errors.As(err, &le) || !strings.HasSuffix(le.File, filepath.Join("other-suite", "lit.cfg")) || le.Line != 1 {
		t.Fatalf("Discover error = %v, want one at other-suite/lit.cfg:1", err)
	}
	os.RemoveAll(filepath.Join(root, "other-suite"))

	tests, err := Discover([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"inner :: m.mlir",
		"inner :: n.ll",
		"top :: a.test",
		"top :: b.mlir",
		"top :: d/c.mlir",
		"top :: d/e.c",
		"top :: plain/p.test",
	}
	if diff := cmp.Diff(want, fullNames(tests)); diff != "" {
		t.Errorf("tests (-want +got):\n%s", diff)
	}
	if tests[0].Suite().Root != filepath.Join(root, "nested") {
		t.Errorf("nested suite root = %q", tests[0].Suite().Root)
	}
}

func TestDiscoverFromInsideSuite(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":        "root = true\nname = s\n",
		"sub/deep/a.dsl": "",
		"sub/x.txt":      "",
	})
	// Paths are relative to the suite root however the run is started,
	// and an explicit file is a test whatever its suffix.
	tests, err := Discover([]string{
		filepath.Join(root, "sub"),
		filepath.Join(root, "sub", "x.txt"),
		filepath.Join(root, "sub", "deep", "a.dsl"), // a duplicate
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"s :: sub/deep/a.dsl", "s :: sub/x.txt"}, fullNames(tests)); diff != "" {
		t.Errorf("tests (-want +got):\n%s", diff)
	}
}

func TestDiscoverWithoutConfig(t *testing.T) {
	parent := t.TempDir()
	root := filepath.Join(parent, "tree")
	writeTree(t, root, map[string]string{
		"a.c":           "",
		"b.ll":          "",
		"c.txt":         "",
		"s/d.test":      "",
		"Inputs/e.mlir": "",
	})
	tests, err := Discover([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"tree :: a.c", "tree :: b.ll", "tree :: s/d.test"}, fullNames(tests)); diff != "" {
		t.Errorf("tests (-want +got):\n%s", diff)
	}
}

func TestDiscoverErrors(t *testing.T) {
	if _, err := Discover([]string{filepath.Join(t.TempDir(), "missing")}); err == nil || !strings.Contains(err.Error(), "no such file or directory") {
		t.Errorf("missing path: %v", err)
	}
	root := t.TempDir()
	writeTree(t, root, map[string]string{"lit.cfg": "root = true\nbogus = 1\n", "a.test": ""})
	_, err := Discover([]string{root})
	if err == nil || !strings.Contains(err.Error(), "lit.cfg:2: error: unknown directive") {
		t.Errorf("bad config: %v", err)
	}
}

func TestDiscoverSkipsDirectorySymlinks(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"lit.cfg": "root = true\n", "a.test": ""})
	if err := os.Symlink(root, filepath.Join(root, "loop")); err != nil {
		t.Skip(err)
	}
	if err := os.Symlink(filepath.Join(root, "a.test"), filepath.Join(root, "link.test")); err != nil {
		t.Fatal(err)
	}
	tests, err := Discover([]string{root})
	if err != nil {
		t.Fatal(err)
	}
	base := filepath.Base(root)
	if diff := cmp.Diff([]string{base + " :: a.test", base + " :: link.test"}, fullNames(tests)); diff != "" {
		t.Errorf("tests (-want +got):\n%s", diff)
	}
}
