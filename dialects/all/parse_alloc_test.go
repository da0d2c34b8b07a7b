package all_test

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// TestParseGarbage reports how much of what parsing the file named by
// STRATA_PARSE_GARBAGE allocates is garbage, the figure that matters with
// the collector paused while parsing, as strata-opt does: every byte of it
// adds to peak memory. With STRATA_PARSE_HEAPPROFILE set it also writes a
// heap profile right after the parse, while the module is alive, so that
// alloc_space minus inuse_space is what the parse made and did not keep.
func TestParseGarbage(t *testing.T) {
	file := os.Getenv("STRATA_PARSE_GARBAGE")
	if file == "" {
		t.Skip("set STRATA_PARSE_GARBAGE to a .mlir file")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx := all.NewContext()
	runtime.GC()
	var before, parsed, kept runtime.MemStats
	runtime.ReadMemStats(&before)
	old := debug.SetGCPercent(-1)
	m, err := builtin.ParseModuleWith(ctx, src, ir.ParseOptions{Filename: file, Threads: 1})
	runtime.ReadMemStats(&parsed)
	debug.SetGCPercent(old)
	if err != nil {
		t.Fatal(err)
	}
	// The heap profile shows what was in use at the last collection.
	runtime.GC()
	if prof := os.Getenv("STRATA_PARSE_HEAPPROFILE"); prof != "" {
		f, err := os.Create(prof)
		if err != nil {
			t.Fatal(err)
		}
		if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	runtime.ReadMemStats(&kept)
	ops := 0
	m.WalkAll(func(*ir.Operation) { ops++ })
	alloc := parsed.TotalAlloc - before.TotalAlloc
	live := kept.HeapAlloc - before.HeapAlloc
	t.Logf("%d ops: allocated %.1f MB, kept %.1f MB, garbage %.1f MB; %d allocations",
		ops, float64(alloc)/1e6, float64(live)/1e6, float64(alloc-live)/1e6, parsed.Mallocs-before.Mallocs)
	runtime.KeepAlive(m)
	runtime.KeepAlive(src)
}
