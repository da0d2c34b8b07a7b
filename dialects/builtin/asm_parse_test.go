package builtin_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
)

// largeSource returns a file of n small functions, over 1 MiB for n of a
// few thousand, so that ParseModule parses it on several goroutines; in a
// module unless bare.
func largeSource(n int, bare bool) []byte {
	var b strings.Builder
	if !bare {
		b.WriteString("module @big {\n")
	}
	for i := range n {
		fmt.Fprintf(&b, "func.func @f%d(%%a: i32, %%b: i32) -> i32 {\n", i)
		b.WriteString("  %0 = arith.addi %a, %b : i32\n  %1 = arith.muli %0, %a : i32\n  %2 = arith.subi %1, %b : i32\n")
		if i > 0 {
			fmt.Fprintf(&b, "  %%3 = func.call @f%d(%%2, %%b) : (i32, i32) -> i32\n  return %%3 : i32\n}\n", i-1)
		} else {
			b.WriteString("  return %2 : i32\n}\n")
		}
	}
	if !bare {
		b.WriteString("}\n")
	}
	return []byte(b.String())
}

// TestParseModuleWithThreads checks that a large module parses to the same
// IR with one goroutine and with several, with or without an explicit
// module, and reports the same error when it is malformed.
func TestParseModuleWithThreads(t *testing.T) {
	for _, bare := range []bool{false, true} {
		src := largeSource(6000, bare)
		if len(src) < 1<<20 {
			t.Fatalf("the source is %d bytes: too small to be parsed in parallel", len(src))
		}
		broken := bytes.Replace(src, []byte("%1 = arith.muli %0, %a : i32\n  %2 = arith.subi %1, %b : i32\n  %3 = func.call @f4000("),
			[]byte("%1 = arith.muli %0, %a : i32\n  %2 = arith.subi %1, %c : i32\n  %3 = func.call @f4000("), 1)
		if bytes.Equal(broken, src) {
			t.Fatal("could not break the source")
		}
		var outs [2]string
		for i, threads := range []int{1, 4} {
			m, err := builtin.ParseModuleWith(all.NewContext(), src, ir.ParseOptions{Filename: "big.mlir", Threads: threads})
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := ir.Print(&out, m, ir.PrintOptions{DebugInfo: true}); err != nil {
				t.Fatal(err)
			}
			outs[i] = out.String()
			// f4001 calls f4000; its third operation now uses %c.
			line := 3 + 5 + 4000*7 + 3
			if bare {
				line--
			}
			want := fmt.Sprintf("big.mlir:%d:23: error: use of undeclared SSA value name", line)
			_, err = builtin.ParseModuleWith(all.NewContext(), broken, ir.ParseOptions{Filename: "big.mlir", Threads: threads})
			if err == nil || err.Error() != want {
				t.Errorf("threads %d, bare %v: got error %v, want %s", threads, bare, err, want)
			}
		}
		if outs[0] != outs[1] {
			t.Errorf("bare %v: the module parsed on several goroutines differs", bare)
		}
	}
}
