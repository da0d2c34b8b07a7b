package main

import (
	"math"
	"runtime/debug"
	"testing"

	"github.com/strata-ir/strata/ir"
)

// TestTuneGC checks that tuneGC pauses the collector during the parse,
// within a memory limit that leaves room for the input, and leaves it at
// gcPercentAfterParse with no limit, also when the parse fails.
func TestTuneGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	text := make([]byte, 1<<20)
	for _, fail := range []bool{false, true} {
		var percent int
		var limit int64
		parse := tuneGC(func(*ir.Context, []byte, ir.ParseOptions) (*ir.Operation, error) {
			percent = debug.SetGCPercent(-1)
			limit = debug.SetMemoryLimit(-1) // negative: read only
			if fail {
				return nil, ir.Errorf(ir.UnknownLoc{}, "bad input")
			}
			return nil, nil
		})
		_, err := parse(nil, text, ir.ParseOptions{Filename: "in.mlir"})
		if (err != nil) != fail {
			t.Fatalf("fail=%v: error %v", fail, err)
		}
		if percent != -1 {
			t.Errorf("fail=%v: GOGC during the parse: %d, want off", fail, percent)
		}
		if min := int64(parseBytesPerByte*len(text) + parseSlackBytes); limit < min || limit == math.MaxInt64 {
			t.Errorf("fail=%v: memory limit during the parse: %d, want at least %d", fail, limit, min)
		}
		if got := debug.SetGCPercent(100); got != gcPercentAfterParse {
			t.Errorf("fail=%v: GOGC after the parse: %d, want %d", fail, got, gcPercentAfterParse)
		}
		if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
			t.Errorf("fail=%v: memory limit after the parse: %d, want none", fail, got)
		}
	}
}
