package tollvm_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/internal/irnames"
)

// The differential corpus: the programs of testdata/, each naming on a
// `// PIPELINE:` line the passes to run (strata's and mlir-opt-16's
// names alike) and, on an optional `// PEER-PIPELINE:` line, what
// mlir-opt-16 runs instead to get the same result (arith-expand before
// convert-arith-to-llvm, which strata's lowering does in one pass).
// testdata/golden/NAME.out holds mlir-opt-16's output in generic form, so
// that the comparison runs without the peer; TestGoldensAreMLIROpts
// checks them against the peer when it is installed, and -update
// rewrites them from it. Outputs are compared after renaming SSA values
// and blocks in order of appearance.
var update = flag.Bool("update", false, "rewrite testdata/golden from mlir-opt-16's output")

const minCorpus = 20

type program struct {
	path, golden   string
	pipeline, peer string
}

func corpus(t *testing.T) []program {
	t.Helper()
	paths, err := filepath.Glob("testdata/*.mlir")
	if err != nil {
		t.Fatal(err)
	}
	var ps []program
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		pipeline := header(string(src), "PIPELINE")
		if pipeline == "" {
			t.Fatalf("%s has no // PIPELINE: line", p)
		}
		peer := header(string(src), "PEER-PIPELINE")
		if peer == "" {
			peer = pipeline
		}
		name := strings.TrimSuffix(filepath.Base(p), ".mlir")
		ps = append(ps, program{path: p, golden: filepath.Join("testdata", "golden", name+".out"), pipeline: pipeline, peer: peer})
	}
	if len(ps) < minCorpus {
		t.Fatalf("the corpus has %d programs, want at least %d", len(ps), minCorpus)
	}
	return ps
}

// header returns the value of the first `// KEY: value` line of src.
func header(src, key string) string {
	for line := range strings.Lines(src) {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "// "+key+":"); ok {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func normalize(s string) string { return strings.TrimSpace(irnames.Normalize(s)) + "\n" }

func TestMatchesMLIROptGoldens(t *testing.T) {
	for _, p := range corpus(t) {
		t.Run(filepath.Base(p.path), func(t *testing.T) {
			want, err := os.ReadFile(p.golden)
			if err != nil {
				t.Fatalf("no expected output (run go test -update with %s installed): %v", dialecttest.MLIROpt, err)
			}
			got, err := runFile(t, p.path, strings.Split(p.pipeline, ",")...)
			if err != nil {
				t.Fatalf("%s failed: %v", p.pipeline, err)
			}
			if normalize(got) != normalize(string(want)) {
				t.Errorf("%s of %s:\n%s\nwant (%s, from mlir-opt-16 %s):\n%s", p.pipeline, p.path, got, p.golden, p.peer, want)
			}
		})
	}
}

// TestGoldensAreMLIROpts checks the stored outputs against the peer.
func TestGoldensAreMLIROpts(t *testing.T) {
	for _, p := range corpus(t) {
		t.Run(filepath.Base(p.path), func(t *testing.T) {
			want := dialecttest.MLIROptOutput(t, "--pass-pipeline=builtin.module("+p.peer+")", "--mlir-print-op-generic", p.path)
			if *update {
				if err := os.MkdirAll(filepath.Dir(p.golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p.golden, []byte(want), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if stored, err := os.ReadFile(p.golden); err != nil || string(stored) != want {
				t.Errorf("%s is not %s's output (run go test -update): %v", p.golden, dialecttest.MLIROpt, err)
			}
		})
	}
}
