package ir_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/ir"
)

func strictContext() *ir.Context { return all.NewContext() }

func looseContext() *ir.Context {
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	return ctx
}

// TestParallelRepoFiles checks that the parallel parser gives what the
// serial one gives, output or error, on every .mlir file of the
// repository, whole and split at `// -----`, with the real dialects.
func TestParallelRepoFiles(t *testing.T) {
	var files []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "results" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
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
	if len(files) < 100 {
		t.Fatalf("only %d .mlir files found", len(files))
	}
	parsed, spliced := 0, 0
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, newCtx := range []func() *ir.Context{strictContext, looseContext} {
			out, n := ir.CheckParallel(t, newCtx, file, data)
			if !strings.HasPrefix(out, "error:") {
				parsed++
			}
			spliced += n
			parts := strings.Split(string(data), "\n// -----\n")
			for i, part := range parts {
				if len(parts) > 1 {
					ir.CheckParallel(t, newCtx, fmt.Sprintf("%s#%d", file, i), []byte(part))
				}
			}
		}
	}
	if parsed < 100 || spliced < 100 {
		t.Errorf("%d files parsed, %d chunks spliced: the test does not test", parsed, spliced)
	}
}

// genModule returns a module of n functions in the custom form, with
// control flow, nested regions, calls, and locations both inline and
// through `#loc` aliases defined at the end of the file, as
// --mlir-print-debuginfo prints them.
func genModule(n int) string {
	var b strings.Builder
	b.WriteString("!int = i32\n#one = 1 : i32\nmodule attributes {test.gen} {\n")
	for i := range n {
		fmt.Fprintf(&b, "  func.func @f%d(%%arg0: !int loc(#loc%d), %%n: index) -> i32 {\n", i, i%7)
		fmt.Fprintf(&b, "    %%c0 = arith.constant 0 : index loc(\"gen.mlir\":%d:3)\n", i)
		b.WriteString("    %c1 = arith.constant 1 : index\n")
		b.WriteString("    %one = arith.constant #one loc(#loc3)\n")
		b.WriteString("    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %arg0) -> (i32) {\n")
		b.WriteString("      %m = arith.muli %acc, %one : i32 loc(fused[\"a\", \"b.mlir\":1:2])\n")
		b.WriteString("      %c = arith.cmpi slt, %m, %arg0 : i32\n")
		b.WriteString("      %r = scf.if %c -> (i32) {\n        scf.yield %m : i32\n      } else {\n        scf.yield %acc : i32\n      }\n")
		b.WriteString("      scf.yield %r : i32\n    }\n")
		if i > 0 {
			fmt.Fprintf(&b, "    %%call = func.call @f%d(%%s, %%n) : (i32, index) -> i32\n", i-1)
		} else {
			b.WriteString("    %call = arith.addi %s, %s : i32\n")
		}
		b.WriteString("    %z = arith.constant 0 : i32\n    %neg = arith.cmpi slt, %call, %z : i32\n")
		b.WriteString("    cf.cond_br %neg, ^bb1(%call : i32), ^bb2\n")
		b.WriteString("  ^bb1(%v: i32):  // pred: ^bb0\n    return %v : i32 loc(#loc5)\n")
		b.WriteString("  ^bb2:\n    return %s : i32\n  } loc(#loc2)\n")
		if i%5 == 0 {
			fmt.Fprintf(&b, "  func.func private @decl%d(i32) -> i32\n", i)
		}
	}
	b.WriteString("} loc(#loc0)\n")
	for i := range 7 {
		fmt.Fprintf(&b, "#loc%d = loc(\"gen.mlir\":%d:%d)\n", i, i+1, i+2)
	}
	return b.String()
}

// TestParallelGenerated checks large generated modules in the custom and
// generic forms, with locations, and that most of them were parsed by the
// workers.
func TestParallelGenerated(t *testing.T) {
	custom := genModule(200)
	m, err := ir.Parse(strictContext(), []byte(custom), ir.ParseOptions{Filename: "gen.mlir", Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	var generic bytes.Buffer
	if err := ir.PrintBlock(&generic, m, ir.PrintOptions{Generic: true, DebugInfo: true}); err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	if err := ir.PrintBlock(&pretty, m, ir.PrintOptions{DebugInfo: true}); err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]string{"custom": custom, "generic": generic.String(), "printed": pretty.String()} {
		if _, n := ir.CheckParallel(t, strictContext, name+".mlir", []byte(src)); n < 200 {
			t.Errorf("%s: only %d chunks spliced", name, n)
		}
		// Without a module, the functions are the top-level operations.
		body := src[strings.Index(src, "\n")+1 : strings.LastIndex(src, "}")]
		if _, n := ir.CheckParallel(t, strictContext, name+"-top.mlir", []byte(body)); n < 200 && name != "custom" {
			t.Errorf("%s without a module: only %d chunks spliced", name, n)
		}
	}
}

// TestParallelMalformed checks that the parallel parser reports the serial
// parser's first error on multi-function files broken in many ways.
func TestParallelMalformed(t *testing.T) {
	base := genModule(25)
	lines := strings.SplitAfter(base, "\n")
	rng := rand.New(rand.NewPCG(1, 2))
	edits := []func(s string, at int) string{
		func(s string, at int) string { return s[:at] + s[at+1:] },     // delete a byte
		func(s string, at int) string { return s[:at] + "}" + s[at:] }, // an extra closer
		func(s string, at int) string { return s[:at] + "{" + s[at:] },
		func(s string, at int) string { return s[:at] + "\"" + s[at:] },
		func(s string, at int) string { return s[:at] + "%x" + s[at:] },
		func(s string, at int) string { return s[:at] + "// " + s[at:] },
	}
	errs := 0
	for i := range 80 {
		var src string
		if i%4 == 0 {
			// Move a line elsewhere: values used before their definition,
			// in another function, or outside any.
			from, to := rng.IntN(len(lines)), rng.IntN(len(lines))
			moved := append([]string(nil), lines...)
			l := moved[from]
			moved = append(moved[:from], moved[from+1:]...)
			moved = append(moved[:to], append([]string{l}, moved[to:]...)...)
			src = strings.Join(moved, "")
		} else {
			src = edits[rng.IntN(len(edits))](base, rng.IntN(len(base)))
		}
		out, _ := ir.CheckParallel(t, strictContext, fmt.Sprintf("broken%d.mlir", i), []byte(src))
		if strings.HasPrefix(out, "error:") {
			errs++
		}
	}
	if errs < 40 {
		t.Errorf("only %d of the broken files fail to parse", errs)
	}
}

// BenchmarkParseLargeFile parses the file named by $STRATA_PARSE_FILE (for
// example one written by `go run ./bench/irparse --gen FILE`) serially and
// with GOMAXPROCS goroutines.
func BenchmarkParseLargeFile(b *testing.B) {
	file := os.Getenv("STRATA_PARSE_FILE")
	if file == "" {
		b.Skip("set STRATA_PARSE_FILE to an .mlir file")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	for _, threads := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, err := ir.Parse(strictContext(), src, ir.ParseOptions{Filename: filepath.Base(file), Threads: threads}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
