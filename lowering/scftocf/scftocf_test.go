package scftocf_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/scf"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/scftocf"
	"github.com/strata-ir/strata/passes"
)

// The corpus: the scf programs of the repository and those of testdata/.
// Each has in testdata/golden what mlir-opt-16 --convert-scf-to-cf prints
// for it, so that the comparison runs without the peer;
// TestMatchesMLIROpt checks the goldens against the peer when it is
// installed, and -update rewrites them from it.
var update = flag.Bool("update", false, "rewrite testdata/golden from mlir-opt-16's output")

const peer = dialecttest.MLIROpt

type corpusFile struct {
	path   string // the input, relative to this package
	golden string // its expected output
}

// corpus lists the inputs: every file of dialects/scf/testdata but the
// invalid ones, the files of test/roundtrip that use scf, and this
// package's testdata.
func corpus(t *testing.T) []corpusFile {
	t.Helper()
	groups := []struct{ name, glob string }{
		{"scf", "../../dialects/scf/testdata/*.mlir"},
		{"roundtrip", "../../test/roundtrip/*.mlir"},
		{"own", "testdata/*.mlir"},
	}
	var files []corpusFile
	for _, g := range groups {
		paths, err := filepath.Glob(g.glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if strings.HasPrefix(filepath.Base(p), "invalid") {
				continue
			}
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if g.name != "own" && !bytes.Contains(src, []byte("scf.")) {
				continue
			}
			golden := filepath.Join("testdata", "golden", g.name, strings.TrimSuffix(filepath.Base(p), ".mlir")+".out")
			files = append(files, corpusFile{path: p, golden: golden})
		}
	}
	if len(files) < 20 {
		t.Fatalf("the corpus has %d files; expected the scf testdata, the roundtrip files and this package's", len(files))
	}
	return files
}

// lower parses the file, runs convert-scf-to-cf through a pass manager as
// strata-opt does (verifying after the pass) and prints the result.
func lower(t *testing.T, path string, opts ir.PrintOptions) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, path, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	pm := passes.NewPassManager(ctx, "builtin.module", passes.Config{VerifyEach: true})
	pm.AddPass(scftocf.NewPass())
	if _, err := pm.Run(m); err != nil {
		t.Fatalf("convert-scf-to-cf failed: %v", err)
	}
	var out strings.Builder
	if err := ir.Print(&out, m, opts); err != nil {
		t.Fatal(err)
	}
	// mlir-opt (and strata-opt) end the output with an empty line.
	out.WriteString("\n")
	return out.String()
}

func TestMatchesGolden(t *testing.T) {
	for _, f := range corpus(t) {
		t.Run(f.path, func(t *testing.T) {
			want, err := os.ReadFile(f.golden)
			if err != nil {
				t.Fatalf("no expected output (run go test -update with %s installed): %v", peer, err)
			}
			if got := lower(t, f.path, ir.PrintOptions{}); got != string(want) {
				t.Errorf("convert-scf-to-cf of %s:\n%s\nwant (%s):\n%s", f.path, got, f.golden, want)
			}
		})
	}
}

// TestMatchesMLIROpt is the differential test: strata prints what the
// peer prints, byte for byte, and the stored goldens are the peer's
// output.
func TestMatchesMLIROpt(t *testing.T) {
	for _, f := range corpus(t) {
		t.Run(f.path, func(t *testing.T) {
			want := dialecttest.MLIROptOutput(t, "--convert-scf-to-cf", f.path)
			if got := lower(t, f.path, ir.PrintOptions{}); got != want {
				t.Errorf("strata:\n%s\n%s:\n%s", got, peer, want)
			}
			if *update {
				if err := os.MkdirAll(filepath.Dir(f.golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(f.golden, []byte(want), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if stored, err := os.ReadFile(f.golden); err != nil || string(stored) != want {
				t.Errorf("%s is not %s's output (run go test -update): %v", f.golden, peer, err)
			}
		})
	}
}

// TestLocationsMatchMLIROpt compares the locations the lowering gives the
// ops and block arguments it creates, in generic form, on the programs
// of testdata.
func TestLocationsMatchMLIROpt(t *testing.T) {
	for _, f := range corpus(t) {
		if !strings.HasPrefix(f.path, "testdata") {
			continue
		}
		t.Run(f.path, func(t *testing.T) {
			// The peer prints locations as #loc aliases, strata inline: print
			// the peer's output again with strata to compare them.
			peerOut := dialecttest.MLIROptOutput(t, "--convert-scf-to-cf", "--mlir-print-debuginfo", "--mlir-print-op-generic", f.path)
			opts := ir.PrintOptions{DebugInfo: true, Generic: true}
			m, err := builtin.ParseModule(all.NewContext(), "peer.mlir", []byte(peerOut))
			if err != nil {
				t.Fatalf("parsing %s's output: %v", peer, err)
			}
			var want strings.Builder
			if err := ir.Print(&want, m, opts); err != nil {
				t.Fatal(err)
			}
			want.WriteString("\n")
			got := lower(t, f.path, opts)
			if got != want.String() {
				t.Errorf("strata:\n%s\n%s:\n%s", got, peer, want.String())
			}
		})
	}
}

func TestInfo(t *testing.T) {
	info := scftocf.NewPass().Info()
	if info.Argument != "convert-scf-to-cf" || info.Name != "SCFToControlFlow" || info.Anchor != "" {
		t.Errorf("Info() = %+v; want convert-scf-to-cf, SCFToControlFlow, no anchor (as MLIR 16)", info)
	}
	reg := passes.NewRegistry()
	scftocf.Register(reg)
	if _, ok := reg.Lookup("convert-scf-to-cf"); !ok {
		t.Error("Register did not register convert-scf-to-cf")
	}
}

// The target is MLIR 16's: the region-holding scf ops are illegal, and
// everything else, the scf terminators included, is legal.
func TestTarget(t *testing.T) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(`
func.func @f(%c: i1) {
  scf.if %c {
    scf.yield
  }
  return
}`))
	if err != nil {
		t.Fatal(err)
	}
	target := scftocf.NewTarget()
	got := map[string]string{}
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		got[op.Name()] = target.Legality(op).String()
		return ir.Advance
	})
	want := map[string]string{"builtin.module": "legal", "func.func": "legal", "scf.if": "illegal", "scf.yield": "legal", "func.return": "legal"}
	for name, l := range want {
		if got[name] != l {
			t.Errorf("legality of %s = %s, want %s", name, got[name], l)
		}
	}
}

// A while loop whose after region does more than forward its arguments is
// not a do-while: the do-while pattern declines before changing anything
// and the general one applies, leaving the after block in place.
func TestDoWhileDeclinesOnPayload(t *testing.T) {
	got := lower(t, "testdata/while_values.mlir", ir.PrintOptions{})
	if !strings.Contains(got, "^bb2(%5: i32, %6: i32):  // pred: ^bb1\n    %7 = arith.subi %6, %5 : i32") {
		t.Errorf("the after region of @isqrt was not kept as a block:\n%s", got)
	}
}

// The pass also works outside a pass manager: run alone, it leaves IR
// that verifies and holds no scf op.
func TestRunAlone(t *testing.T) {
	ctx := all.NewContext()
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(`
func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := scftocf.NewPass().Run(m, passes.NewState(nil, false)); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the lowered IR does not verify: %v", err)
	}
	var left []string
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Dialect() == scf.Name {
			left = append(left, op.Name())
		}
		return ir.Advance
	})
	if len(left) > 0 {
		t.Errorf("scf ops left after the lowering: %v", left)
	}
}
