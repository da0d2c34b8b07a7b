package ir

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// parallelOps registers nm.op (results named by its hints attribute) and
// pp ops with custom forms: pp.mod, a module-like container whose body
// spells pp ops without their prefix, pp.func, a function-like op, and
// pp.val, whose results are any number of values.
func parallelOps(t testing.TB) *Context {
	t.Helper()
	ctx := namedOps(t)
	err := ctx.RegisterDialect(&Dialect{Name: "pp", Ops: []*OpDef{
		{Name: "pp.mod", Traits: []Trait{NoTerminator, SingleBlock}, Regions: []RegionDef{{Name: "body"}},
			Format: "attr-dict-with-keyword $body", DefaultDialect: "pp"},
		{Name: "pp.func", Regions: []RegionDef{{Name: "body"}},
			Attributes: []AttrDef{{Name: SymbolNameAttr, Constraint: SymbolNameAttrC}},
			Format:     "$sym_name attr-dict-with-keyword $body"},
		{Name: "pp.val", Results: []ResultDef{{Name: "res", Arity: Variadic}}, Format: "attr-dict `:` type($res)"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// genParallelModule returns a module of n functions of a few shapes:
// custom and generic forms, name hints (some clashing with `%argN`), result
// groups, block arguments and branches, nested regions, uses of values of
// the module body; and region-less ops with results between them. Unless
// wrapped, the functions are at the top level, in the implicit module.
func genParallelModule(n int, wrapped bool) string {
	var b strings.Builder
	b.WriteString("%top = \"nm.op\"() {hints = \"top\"} : () -> i32\n")
	if wrapped {
		b.WriteString("pp.mod {\n")
	}
	b.WriteString("  %m0 = \"nm.op\"() {hints = \"arg1\"} : () -> i32\n")
	b.WriteString("  %m1:2 = pp.val : i32, i32\n")
	for i := range n {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, `  pp.func @f%d {
  ^bb0(%%a: i32, %%b: i32):
    %%0 = "nm.op"(%%a, %%m0) {hints = "c0"} : (i32, i32) -> i32
    %%1:4 = "nm.op"() {hints = "x,,y,"} : () -> (i1, i2, i3, i4)
    %%2 = "nm.op"(%%1#1, %%1#3, %%m1#1) {hints = "arg2"} : (i2, i4, i32) -> i32
    "t.if"(%%0) ({
    ^bb0(%%c: i32):
      %%3 = "nm.op"(%%c, %%2, %%b) {hints = "c0"} : (i32, i32, i32) -> i32
      "t.yield"(%%3) : (i32) -> ()
    }, {
      %%4:3 = pp.val : i8, i8, i8
      "t.yield"(%%4#2) : (i8) -> ()
    }) : (i32) -> ()
    "t.br"(%%0)[^bb1] : (i32) -> ()
  ^bb1(%%d: i32):
    "t.cond_br"(%%d)[^bb1, ^bb2] : (i32) -> ()
  ^bb2:
    "t.return"(%%d) : (i32) -> ()
  }
`, i)
		case 1:
			fmt.Fprintf(&b, "  %%r%d = \"nm.op\"() {hints = \"c0\"} : () -> i32\n", i)
			fmt.Fprintf(&b, `  "t.func"() ({
  ^bb0(%%x: i64):
    %%v = pp.val : i64
    "t.loop"() ({
    ^bb0(%%i: index, %%j: index):
      "t.use"(%%x, %%v, %%i, %%j, %%r%d) : (i64, i64, index, index, i32) -> ()
    }) : () -> ()
  }) {sym_name = "g%d"} : () -> ()
`, i, i)
		case 2:
			fmt.Fprintf(&b, "  pp.func @h%d {\n", i)
			for k := range 30 {
				fmt.Fprintf(&b, "    %%k%d = \"nm.op\"() {hints = \"v%d\"} : () -> i32\n", k, k%3)
			}
			b.WriteString("    \"t.return\"() : () -> ()\n  }\n")
		case 3:
			fmt.Fprintf(&b, "  %%s%d:2 = \"t.two\"() ({\n    %%w = \"t.w\"(%%top) : (i32) -> i32\n  }) : () -> (i32, i32)\n", i)
		}
	}
	if wrapped {
		b.WriteString("}\n")
	}
	b.WriteString("\"t.last\"(%top) : (i32) -> ()\n")
	return b.String()
}

// TestPrintParallel checks that printing a module's functions on several
// goroutines gives the text of printing them on one, in custom and generic
// form, with locations, through PrintBlock, Print and String.
func TestPrintParallel(t *testing.T) {
	ctx := parallelOps(t)
	top := mustParse(t, ctx, "par.mlir", genParallelModule(400, true))
	mod := top.First().Next()
	flat := mustParse(t, ctx, "flat.mlir", genParallelModule(400, false))
	for _, base := range []PrintOptions{{}, {Generic: true}, {DebugInfo: true}} {
		serial := base
		serial.Threads = 1
		want := printBlockString(t, top, serial)
		wantFlat := printBlockString(t, flat, serial)
		var wantMod bytes.Buffer
		if err := Print(&wantMod, mod, serial); err != nil {
			t.Fatal(err)
		}
		for _, threads := range []int{2, 4} {
			for _, minOps := range []int{0, 1} {
				opts := base
				opts.Threads, opts.parallelMinOps = threads, minOps
				if got := printBlockString(t, top, opts); got != want {
					t.Errorf("%+v: PrintBlock differs from serial:\n%s", opts, firstDiff(want, got))
				}
				if got := printBlockString(t, flat, opts); got != wantFlat {
					t.Errorf("%+v: PrintBlock of the implicit module differs from serial:\n%s", opts, firstDiff(wantFlat, got))
				}
				var got bytes.Buffer
				if err := Print(&got, mod, opts); err != nil {
					t.Fatal(err)
				}
				if got.String() != wantMod.String() {
					t.Errorf("%+v: Print differs from serial:\n%s", opts, firstDiff(wantMod.String(), got.String()))
				}
			}
		}
	}
	// A function printed alone has the names it has in the whole.
	f := mod.Region(0).First().First().Next().Next()
	// Alone, its name has the prefix the module's default dialect drops.
	alone := "  " + strings.ReplaceAll(strings.TrimPrefix(f.String(), "pp."), "\n", "\n  ") + "\n"
	if whole := printBlockString(t, top, PrintOptions{}); !strings.Contains(whole, alone) {
		t.Errorf("function alone:\n%s", alone)
	}
}

// TestPrintForeignValue checks that an operand of one function that
// (invalidly) is a value of another prints with the name the whole
// module's numbering gives it, as the serial printer printed it before
// functions were numbered one at a time.
func TestPrintForeignValue(t *testing.T) {
	ctx := parallelOps(t)
	top := mustParse(t, ctx, "foreign.mlir", `"t.f"() ({
  %a = "nm.op"() {hints = "far"} : () -> i32
  %b:2 = "t.two"() : () -> (i32, i32)
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
"t.g"() ({
  %c = "t.zero"() : () -> i32
  "t.use"(%c, %c) : (i32, i32) -> ()
  "t.end"()[^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
`)
	f := top.First()
	use := f.Next().Region(0).First().First().Next()
	body := f.Region(0).First()
	use.SetOperand(0, body.First().Result(0))
	use.SetOperand(1, body.First().Next().Result(1))
	use.Next().SetSuccessor(0, f.Region(0).Blocks()[1])
	want := `"t.f"() ({
  %far = "nm.op"() {hints = "far"} : () -> i32
  %0:2 = "t.two"() : () -> (i32, i32)
  "t.br"()[^bb1] : () -> ()
^bb1:  // 2 preds: ^bb0, ^bb0
  "t.end"() : () -> ()
}) : () -> ()
"t.g"() ({
  %0 = "t.zero"() : () -> i32
  "t.use"(%far, %0#1) : (i32, i32) -> ()
  "t.end"()[^bb1] : () -> ()
^bb1:  // no predecessors
  "t.end"() : () -> ()
}) : () -> ()
`
	for _, threads := range []int{1, 4} {
		got := printBlockString(t, top, PrintOptions{Threads: threads, parallelMinOps: 1})
		if got != want {
			t.Errorf("threads %d: got\n%s\nwant\n%s", threads, got, want)
		}
	}
}

// BenchmarkPrint prints a module of many functions, serially and on every
// core, for the allocations of the printer's hot path.
func BenchmarkPrint(b *testing.B) {
	top := mustParse(b, parallelOps(b), "bench.mlir", genParallelModule(2000, true))
	mod := top.First().Next()
	for _, threads := range []int{1, 0} {
		for _, generic := range []bool{false, true} {
			b.Run(fmt.Sprintf("threads=%d/generic=%v", threads, generic), func(b *testing.B) {
				b.ReportAllocs()
				var buf bytes.Buffer
				for b.Loop() {
					buf.Reset()
					if err := Print(&buf, mod, PrintOptions{Threads: threads, Generic: generic}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
