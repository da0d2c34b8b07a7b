package transforms

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/passes"
)

// canonCSEInput returns the workload of bench/canoncse: the file named by
// $STRATA_CANONCSE_INPUT, or one generated (200 functions of 500 ops)
// with `go run ./bench/canoncse --gen`, whose generator is a main package
// and cannot be imported.
func canonCSEInput(b *testing.B) []byte {
	b.Helper()
	path := os.Getenv("STRATA_CANONCSE_INPUT")
	if path == "" {
		path = filepath.Join(b.TempDir(), "w.mlir")
		cmd := exec.Command("go", "run", "../../bench/canoncse", "--funcs", "200", "--gen", path)
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Skipf("cannot generate the workload: %v\n%s", err, out)
		}
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return src
}

// BenchmarkCanonicalizeCSE measures canonicalize then cse on the
// bench/canoncse workload, on one goroutine, without the parse: the
// allocations per op that the passes add to the parser's live heap.
func BenchmarkCanonicalizeCSE(b *testing.B) {
	src := canonCSEInput(b)
	ctx := all.NewContext()
	b.ReportAllocs()
	b.StopTimer()
	for range b.N {
		m, err := builtin.ParseModule(ctx, "w.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		canon, cse := NewCanonicalize(), NewCSE()
		b.StartTimer()
		if err := canon.Run(m, passes.NewState(nil, false)); err != nil {
			b.Fatal(err)
		}
		if err := cse.Run(m, passes.NewState(nil, false)); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
	}
}
