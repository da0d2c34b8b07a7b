package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/tools/strata-lit/lit"
	"github.com/strata-ir/strata/tools/strata-opt/opt"
)

// testRoot is the lit suite, relative to this package.
const testRoot = "../../test"

// TestRoundTripLitFiles round-trips every .mlir file under test/ that
// strata-opt accepts: printing is a fixed point after one step in custom,
// generic and debug-info form, and custom and generic form convert into
// each other exactly. A file whose RUN lines expect it to fail (`not`, or
// XFAIL) is skipped. A file whose RUN lines run strata-opt on it must be
// accepted; any other file (an Inputs file, another tool's test) is
// round-tripped when it is accepted and skipped otherwise.
func TestRoundTripLitFiles(t *testing.T) {
	var files []string
	err := filepath.WalkDir(testRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != testRoot && (strings.HasPrefix(d.Name(), ".") || d.Name() == "Output") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no .mlir files under %s", testRoot)
	}
	for _, path := range files {
		name, _ := filepath.Rel(testRoot, path)
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			t.Parallel()
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			script, err := lit.ParseScript(path, text)
			if err != nil {
				t.Skipf("not a valid lit test: %v", err)
			}
			p := classify(script)
			if p.expectsFailure {
				t.Skip("its RUN lines expect a failure")
			}
			opts := opt.Options{AllowUnregisteredDialects: p.allowUnregistered}
			if _, err := opt.Load(opt.NewContext(opts), opt.Source{Name: path, Text: text}); err != nil {
				if p.mustAccept {
					t.Fatalf("strata-opt rejects it:\n%v", err)
				}
				t.Skipf("strata-opt does not accept it: %v", err)
			}
			checkRoundTrip(t, path, text, opts)
		})
	}
}

type runPolicy struct {
	// expectsFailure: a RUN line runs `not` on the file, or
	// strata-opt --split-input-file or --verify-diagnostics, or the test
	// is XFAIL.
	expectsFailure    bool
	mustAccept        bool // a RUN line runs strata-opt on the file
	allowUnregistered bool // ... with --allow-unregistered-dialect
}

// classify reads what a test's RUN lines expect of the file itself (%s).
// Shell words are enough: RUN lines are short and plain. Each pipeline
// stage or list element is looked at on its own, so that
// "not strata-opt %S/Inputs/bad.mlir 2>&1 | filecheck %s" expects nothing
// of the file.
func classify(s *lit.Script) runPolicy {
	p := runPolicy{expectsFailure: len(s.XFail) > 0}
	if len(s.Run) == 0 {
		// An input of other tests, which may be one for
		// --allow-unregistered-dialect.
		p.allowUnregistered = true
	}
	for _, r := range s.Run {
		for _, cmd := range strings.FieldsFunc(r.Command, func(c rune) bool {
			return c == '|' || c == ';' || c == '&' || c == '(' || c == ')'
		}) {
			words := strings.Fields(cmd)
			if !slices.Contains(words, "%s") {
				continue
			}
			switch {
			case slices.Contains(words, "not"):
				p.expectsFailure = true
			case slices.Contains(words, "strata-opt") && slices.ContainsFunc(words, func(w string) bool {
				w = strings.TrimLeft(w, "-")
				return w == "verify-diagnostics" || w == "split-input-file"
			}):
				// Chunks are no module, and expected errors are no
				// valid input.
				p.expectsFailure = true
			case slices.Contains(words, "strata-opt"):
				p.mustAccept = true
				if slices.ContainsFunc(words, func(w string) bool {
					return strings.TrimLeft(w, "-") == "allow-unregistered-dialect"
				}) {
					p.allowUnregistered = true
				}
			}
		}
	}
	return p
}

// checkRoundTrip checks the fixed points and conversions for src.
func checkRoundTrip(t *testing.T, name string, src []byte, opts opt.Options) {
	t.Helper()
	custom := ir.PrintOptions{}
	generic := ir.PrintOptions{Generic: true}
	print := func(step, text string, po ir.PrintOptions) string {
		t.Helper()
		m, err := opt.Load(opt.NewContext(opts), opt.Source{Name: name, Text: []byte(text)})
		if err != nil {
			t.Fatalf("%s: the text does not load back: %v\n%s", step, err, text)
		}
		var b strings.Builder
		if err := opt.PrintModule(&b, m, po); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	same := func(what, want, got string) {
		t.Helper()
		if want != got {
			t.Errorf("%s differs (-want +got):\n%s", what, cmp.Diff(want, got))
		}
	}

	c1 := print("custom", string(src), custom)
	same("custom form printed twice", c1, print("custom of custom", c1, custom))
	g1 := print("generic", string(src), generic)
	same("generic form printed twice", g1, print("generic of generic", g1, generic))
	same("custom form of the generic form", c1, print("custom of generic", g1, custom))
	same("generic form of the custom form", g1, print("generic of custom", c1, generic))

	// Locations printed are read back as they were.
	for _, po := range []ir.PrintOptions{{DebugInfo: true}, {Generic: true, DebugInfo: true}} {
		d1 := print("debug info", string(src), po)
		same("debug info printed twice", d1, print("debug info of debug info", d1, po))
	}
}
