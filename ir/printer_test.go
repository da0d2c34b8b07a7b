package ir

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// Variables, so that 0.1 + 0.2 is computed in float64 arithmetic.
var point1, point2 = 0.1, 0.2

// TestFormatFloat checks float printing against what mlir-opt-16 prints
// for the same values.
func TestFormatFloat(t *testing.T) {
	tests := []struct {
		v    float64
		t    Type
		want string
	}{
		{1, F64, "1.000000e+00"},
		{0, F64, "0.000000e+00"},
		{math.Copysign(0, -1), F64, "-0.000000e+00"},
		{0.1, F32, "1.000000e-01"},
		{3.14159265, F32, "3.14159274"},
		{1.0e-5, F32, "9.99999974E-6"},
		{1e10, F64, "1.000000e+10"},
		{123456789, F64, "0x419D6F3454000000"},
		{1234567, F64, "0x4132D68700000000"},
		{point1 + point2, F64, "0.30000000000000004"},
		{0.7999999999999999, F64, "0.79999999999999993"},
		{1e-300, F64, "1.000000e-300"},
		{5e-324, F64, "4.940660e-324"},
		{-2500, F64, "-2.500000e+03"},
		{100, F64, "1.000000e+02"},
		{-1.5432835417340557e+88, F64, "-1.5432835417340557E+88"},
		{65504, F16, "6.550400e+04"},
		{1.5, F16, "1.500000e+00"},
		{1.0078125, BF16, "1.007810e+00"},
		{2.5, F80, "2.500000e+00"},
		{0.1, F128, "0.100000000000000005551115123125782702"},
		{math.Inf(1), F64, "0x7FF0000000000000"},
		{math.Inf(-1), F16, "0xFC00"},
		{math.Inf(1), BF16, "0x7F80"},
		{math.NaN(), F32, "0x7FC00000"},
		{math.Inf(1), F80, "0x7FFF8000000000000000"},
	}
	for _, tt := range tests {
		v := roundToFormat(tt.t.(FloatType).Kind, tt.v)
		if got := FormatFloat(v, tt.t); got != tt.want {
			t.Errorf("FormatFloat(%v, %s) = %s, want %s", tt.v, TypeString(tt.t), got, tt.want)
		}
	}
}

// TestFloatBitsRoundTrip checks that hexadecimal float literals, NaN
// payloads included, print back as themselves.
func TestFloatBitsRoundTrip(t *testing.T) {
	for _, s := range []string{
		"0x7FC00001 : f32", "0x7F800001 : f32", "0xFF800000 : f32", "0x7D2E : f16", "0xFC01 : f16",
		"0x7F81 : bf16", "0xFFC1 : bf16", "0x7FF0000000000001 : f64", "0x7FF8000000000000 : f64",
	} {
		a, err := ParseAttributeString(NewContext(), s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AttrString(a); got != s {
			t.Errorf("%s prints as %s", s, got)
		}
	}
}

// TestAttributeTypeElision checks where MLIR leaves i64 and f64 implied.
func TestAttributeTypeElision(t *testing.T) {
	ctx := NewContext()
	one, half := IntAttr(I64, 1), FloatAttrOf(F64, 0.5)
	arr := ctx.ArrayAttr([]Attribute{one, half, IntAttr(I32, 2), ctx.DictionaryAttr([]NamedAttribute{{"k", one}})})
	tests := []struct {
		got, want string
	}{
		{AttrString(one), "1 : i64"},
		{AttrString(half), "5.000000e-01 : f64"},
		{AttrString(arr), "[1, 5.000000e-01, 2 : i32, {k = 1 : i64}]"},
		{TypeString(ctx.MemRefType([]int64{4}, F32, nil, IntAttr(I64, 3))), "memref<4xf32, 3>"},
		{TypeString(ctx.MemRefType([]int64{4}, F32, nil, IntAttr(I32, 3))), "memref<4xf32, 3 : i32>"},
		{TypeString(ctx.TensorType([]int64{4}, F32, IntAttr(I64, 3))), "tensor<4xf32, 3 : i64>"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %s, want %s", tt.got, tt.want)
		}
	}
	p := NewAsmPrinter(PrintOptions{})
	p.PrintAttributeWithoutType(IntAttr(I32, 7))
	p.WriteString(" ")
	p.PrintAttributeWithoutType(ctx.DenseElements(ctx.TensorType([]int64{2}, I8, nil), []Attribute{IntAttr(I8, 1), IntAttr(I8, 2)}))
	if got, want := p.String(), "7 dense<[1, 2]>"; got != want {
		t.Errorf("without types: got %s, want %s", got, want)
	}
}

// namedOps defines ops whose results carry name hints.
func namedOps(t testing.TB, hints ...string) *Context {
	t.Helper()
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	err := ctx.RegisterDialect(&Dialect{Name: "nm", Ops: []*OpDef{
		{Name: "nm.op", Results: []ResultDef{{Name: "r", Arity: Variadic}}, Operands: []OperandDef{{Name: "x", Arity: Variadic}},
			AsmResultNames: func(op *Operation) []string {
				if s, ok := op.Attr("hints").(StringAttr); ok {
					return strings.Split(s.Value, ",")
				}
				return hints
			}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// TestNameHints checks that name hints are sanitized and made unique as
// MLIR does, and that hints split results into groups.
func TestNameHints(t *testing.T) {
	ctx := namedOps(t)
	src := `"nm.op"() ({
  %0 = "nm.op"() {hints = "c0"} : () -> i32
  %1 = "nm.op"() {hints = "c0"} : () -> i32
  %2 = "nm.op"() {hints = "c1"} : () -> i32
  %3 = "nm.op"() {hints = "c1"} : () -> i32
  %4 = "nm.op"() {hints = "1x"} : () -> i32
  %5 = "nm.op"() {hints = "a b"} : () -> i32
  %6 = "nm.op"() {hints = "caf\C3\A9"} : () -> i32
  %7 = "nm.op"() {hints = "arg0"} : () -> i32
  %8:4 = "nm.op"() {hints = "a,,b,"} : () -> (i1, i2, i3, i4)
  %9:3 = "nm.op"() {hints = ",x,"} : () -> (i1, i2, i3)
  "nm.op"(%8#1, %8#2, %8#3, %9#0, %9#2) : (i2, i3, i4, i1, i3) -> ()
}, {
^bb0(%a: i32):
  %10 = "nm.op"() {hints = "c0"} : () -> i32
}) : () -> ()
`
	want := `"nm.op"() ({
  %c0 = "nm.op"() {hints = "c0"} : () -> i32
  %c0_0 = "nm.op"() {hints = "c0"} : () -> i32
  %c1 = "nm.op"() {hints = "c1"} : () -> i32
  %c1_1 = "nm.op"() {hints = "c1"} : () -> i32
  %_1x = "nm.op"() {hints = "1x"} : () -> i32
  %a_b = "nm.op"() {hints = "a b"} : () -> i32
  %cafC3A9 = "nm.op"() {hints = "caf\C3\A9"} : () -> i32
  %arg0 = "nm.op"() {hints = "arg0"} : () -> i32
  %a:2, %b:2 = "nm.op"() {hints = "a,,b,"} : () -> (i1, i2, i3, i4)
  %0, %x:2 = "nm.op"() {hints = ",x,"} : () -> (i1, i2, i3)
  "nm.op"(%a#1, %b#0, %b#1, %0, %x#1) : (i2, i3, i4, i1, i3) -> ()
}, {
^bb0(%arg0: i32):
  %c0 = "nm.op"() {hints = "c0"} : () -> i32
}) : () -> ()
`
	got := printBlockString(t, mustParse(t, ctx, "names.mlir", src), PrintOptions{})
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	// The names read back as the same IR.
	again := printBlockString(t, mustParse(t, ctx, "names2.mlir", got), PrintOptions{})
	if again != got {
		t.Errorf("names do not round-trip:\n%s", again)
	}
}

// TestNumbering checks MLIR 16's numbering: nested regions after the
// values of their parent region, siblings restarting from the same number,
// entry block arguments as %argN, other block arguments numbered.
func TestNumbering(t *testing.T) {
	src := `%x = "t.a"() : () -> i32
"t.b"() ({
^bb0(%p: i32):
  %y = "t.c"(%x) : (i32) -> i32
  "t.d"() ({
  ^bb0(%q: i32):
    %z = "t.e"(%p, %q, %y) : (i32, i32, i32) -> i32
  }) : () -> ()
  "t.br"()[^next] : () -> ()
^next(%r: i32):
  %w = "t.f"(%r) : (i32) -> i32
}, {
^bb0(%s: i32):
  %v = "t.g"() : () -> i32
}) : () -> ()
%u = "t.h"() : () -> i32
`
	want := `%0 = "t.a"() : () -> i32
"t.b"() ({
^bb0(%arg0: i32):
  %2 = "t.c"(%0) : (i32) -> i32
  "t.d"() ({
  ^bb0(%arg1: i32):
    %5 = "t.e"(%arg0, %arg1, %2) : (i32, i32, i32) -> i32
  }) : () -> ()
  "t.br"()[^bb1] : () -> ()
^bb1(%3: i32):  // pred: ^bb0
  %4 = "t.f"(%3) : (i32) -> i32
}, {
^bb0(%arg0: i32):
  %2 = "t.g"() : () -> i32
}) : () -> ()
%1 = "t.h"() : () -> i32
`
	b, err := parseString(t, "num.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := printBlockString(t, b, PrintOptions{}); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	// A nested op prints with the names it has in the whole, and without
	// a newline; the top-level op with one.
	inner := b.First().Next().Region(0).First().First()
	if got, want := inner.String(), `%2 = "t.c"(%0) : (i32) -> i32`; got != want {
		t.Errorf("nested String() = %s, want %s", got, want)
	}
	var buf bytes.Buffer
	if err := Print(&buf, inner, PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), `%2 = "t.c"(%0) : (i32) -> i32`; got != want {
		t.Errorf("nested Print = %q, want %q", got, want)
	}
	// Alone, an op's operands from elsewhere have no names.
	detached := inner.Clone(nil)
	buf.Reset()
	if err := Print(&buf, detached, PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	if got, want := buf.String(), "%0 = \"t.c\"(<<UNKNOWN SSA VALUE>>) : (i32) -> i32\n"; got != want {
		t.Errorf("detached Print = %q, want %q", got, want)
	}
}

// TestPrinterHelpers covers the AsmPrinter methods custom printers use.
func TestPrinterHelpers(t *testing.T) {
	attrs := []NamedAttribute{{"a", IntAttr(I32, 1)}, {"b", Unit}, {"c d", Str("x")}}
	tests := []struct {
		print func(p *AsmPrinter)
		want  string
	}{
		{func(p *AsmPrinter) { p.PrintOptionalAttrDict(attrs) }, ` {a = 1 : i32, b, "c d" = "x"}`},
		{func(p *AsmPrinter) { p.PrintOptionalAttrDict(attrs, "a", "c d") }, ` {b}`},
		{func(p *AsmPrinter) { p.PrintOptionalAttrDict(attrs, "a", "b", "c d") }, ``},
		{func(p *AsmPrinter) { p.PrintOptionalAttrDict(nil) }, ``},
		{func(p *AsmPrinter) { p.PrintOptionalAttrDictWithKeyword(attrs, "b") }, ` attributes {a = 1 : i32, "c d" = "x"}`},
		{func(p *AsmPrinter) { p.PrintSymbolName("foo") }, `@foo`},
		{func(p *AsmPrinter) { p.PrintSymbolName("foo bar") }, `@"foo bar"`},
		{func(p *AsmPrinter) { p.PrintOptionalArrowTypeList([]Type{I32}) }, ` -> i32`},
		{func(p *AsmPrinter) { p.PrintOptionalArrowTypeList([]Type{I32, F32}) }, ` -> (i32, f32)`},
		{func(p *AsmPrinter) { p.PrintOptionalArrowTypeList(nil) }, ``},
		{func(p *AsmPrinter) { p.PrintOptionalLocationSpecifier(UnknownLoc{}) }, ``},
		{func(p *AsmPrinter) { p.PrintKeywordOrString("x.y"); p.PrintKeywordOrString("1") }, `x.y"1"`},
	}
	for _, tt := range tests {
		p := NewAsmPrinter(PrintOptions{})
		tt.print(p)
		if got := p.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
	p := NewAsmPrinter(PrintOptions{DebugInfo: true})
	p.PrintOptionalLocationSpecifier(NewFileLineColLoc("f", 1, 2))
	if got, want := p.String(), ` loc("f":1:2)`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestStringOfInvalidOp checks that String prints an op that does not
// verify in the generic form: custom printers may rely on validity.
func TestStringOfInvalidOp(t *testing.T) {
	ctx := testContext(t)
	// pt.add requires two operands; this one has none.
	op := ctx.Create(OperationState{Name: "pt.add", ResultTypes: []Type{I32}})
	if got, want := op.String(), `%0 = "pt.add"() : () -> i32`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	b := mustParse(t, ctx, "ok.mlir", "%a = pt.constant 1 : i32\n")
	if got, want := b.First().String(), `%c1 = pt.constant 1 : i32`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestPrintWriterErrors checks that write errors are returned.
func TestPrintWriterErrors(t *testing.T) {
	b, err := parseString(t, "w.mlir", `"t.a"() : () -> ()`+"\n")
	if err != nil {
		t.Fatal(err)
	}
	if err := Print(failingWriter{}, b.First(), PrintOptions{}); err == nil {
		t.Error("no error from a failing writer")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errWrite }

var errWrite = &Diagnostic{Message: "write failed"}

// TestLargePrintFlushes checks that printing more than the buffer holds
// gives the same text as printing into memory.
func TestLargePrintFlushes(t *testing.T) {
	var src strings.Builder
	src.WriteString("\"t.r\"() ({\n")
	for i := 0; i < 5000; i++ {
		src.WriteString(`  "t.op"() {name = "some longer attribute value"} : () -> ()` + "\n")
	}
	src.WriteString("}) : () -> ()\n")
	b, err := parseString(t, "large.mlir", src.String())
	if err != nil {
		t.Fatal(err)
	}
	var w bytes.Buffer
	if err := Print(&w, b.First(), PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	p := NewAsmPrinter(PrintOptions{})
	p.printRootOp(b.First())
	if w.String() != p.String() || len(w.String()) < 2*flushSize {
		t.Errorf("flushed output differs (%d vs %d bytes)", w.Len(), len(p.String()))
	}
}
