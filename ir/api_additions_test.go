package ir_test

// Tests of the API that dialect authors asked for: OpDef.DefaultDialect,
// AttrDef.Default, AsmPrinter.IncreaseIndent/DecreaseIndent,
// RegionDef.MinBlocks and DiagnosticPrinter.ShowOperation. They use the
// exported API only, as a dialect package would, and the real dialects where
// the expected text is what mlir-opt-16 prints.

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/ir"
)

// newContext returns a context with every dialect and the test dialects.
func newContext(t *testing.T, extra ...*ir.Dialect) *ir.Context {
	t.Helper()
	ctx := all.NewContext()
	for _, d := range extra {
		if err := ctx.RegisterDialect(d); err != nil {
			t.Fatal(err)
		}
	}
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Block {
	t.Helper()
	b, err := ir.ParseSource(ctx, "in.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return b
}

func printBlock(t *testing.T, b *ir.Block, opts ir.PrintOptions) string {
	t.Helper()
	var out strings.Builder
	if err := ir.PrintBlock(&out, b, opts); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func verifyBlock(b *ir.Block) error {
	for op := range b.Ops() {
		if err := ir.Verify(op); err != nil {
			return err
		}
	}
	return nil
}

// --- OpDef.DefaultDialect ---

// scopeDialect has sc.scope, whose region may spell sc ops without their
// prefix, sc.plain, whose region may not, sc.nop, and sc.list, whose custom
// printer puts its items on lines of their own.
func scopeDialect() *ir.Dialect {
	region := []ir.RegionDef{{Name: "body"}}
	traits := []ir.Trait{ir.NoTerminator, ir.SingleBlock}
	return &ir.Dialect{Name: "sc", Ops: []*ir.OpDef{
		{Name: "sc.scope", Regions: region, Traits: traits, Format: "attr-dict-with-keyword $body", DefaultDialect: "sc"},
		{Name: "sc.plain", Regions: region, Traits: traits, Format: "attr-dict-with-keyword $body"},
		{Name: "sc.nop", Format: "attr-dict"},
		{Name: "sc.list", Print: func(p *ir.AsmPrinter, op *ir.Operation) {
			p.WriteString(" [")
			p.IncreaseIndent()
			for range 2 {
				p.PrintNewline()
				p.WriteString("item")
			}
			p.DecreaseIndent()
			p.PrintNewline()
			p.WriteString("]")
		}},
	}}
}

func TestDefaultDialect(t *testing.T) {
	ctx := newContext(t, scopeDialect())
	for name, want := range map[string]string{"builtin.module": "builtin", "func.func": "func", "func.return": ""} {
		if got := ctx.OpDef(name).DefaultDialect; got != want {
			t.Errorf("%s: DefaultDialect = %q, want %q", name, got, want)
		}
	}

	b := parse(t, ctx, "sc.scope {\n  nop\n  sc.nop\n  sc.plain {\n    sc.nop\n  }\n}\n")
	const custom = "sc.scope {\n  nop\n  nop\n  plain {\n    sc.nop\n  }\n}\n"
	if got := printBlock(t, b, ir.PrintOptions{}); got != custom {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, custom)
	}
	// The generic form gives nested ops their full names.
	const generic = "\"sc.scope\"() ({\n  \"sc.nop\"() : () -> ()\n  \"sc.nop\"() : () -> ()\n  \"sc.plain\"() ({\n    \"sc.nop\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n"
	if got := printBlock(t, b, ir.PrintOptions{Generic: true}); got != generic {
		t.Errorf("generic form:\n%s\nwant:\n%s", got, generic)
	}
	// Without a default dialect, the prefix is required (mlir-opt-16's
	// message).
	const want = "Dialect `' not found for custom op 'nop'  (tried '.nop' as well)"
	if _, err := ir.ParseSource(ctx, "in.mlir", []byte("sc.plain {\n  nop\n}\n")); err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("nop inside sc.plain: err = %v, want %s", err, want)
	}
}

// --- AttrDef.Default ---

var (
	boolC = ir.AttrConstraint{Desc: "bool attribute", Pred: func(a ir.Attribute) bool {
		v, ok := a.(ir.IntegerAttr)
		return ok && v.AttrType() == ir.Type(ir.IntType(1))
	}}
	modeCases = []ir.EnumCase{{Keyword: "fast", Value: 0}, {Keyword: "slow", Value: 1}}
	i64C      = ir.AttrConstraint{Desc: "64-bit signless integer attribute", Pred: func(a ir.Attribute) bool {
		v, ok := a.(ir.IntegerAttr)
		return ok && v.AttrType() == ir.Type(ir.I64)
	}}
)

// defaultsDialect has ops with default-valued attributes: dv.load's check
// is spelled in attr-dict only (as amdgpu.raw_buffer_load's boundsCheck),
// its mode anchors an optional group; dv.scale spells factor bare; dv.bad
// declares a default its constraint rejects.
func defaultsDialect() *ir.Dialect {
	return &ir.Dialect{Name: "dv", Ops: []*ir.OpDef{
		{
			Name:     "dv.load",
			Operands: []ir.OperandDef{{Name: "x", Type: ir.AnyType}},
			Results:  []ir.ResultDef{{Name: "r", Type: ir.AnyType}},
			Attributes: []ir.AttrDef{
				{Name: "check", Constraint: boolC, Default: ir.BoolAttr(true)},
				{Name: "mode", Constraint: ir.EnumConstraint("mode", ir.I32, modeCases), Default: ir.IntAttr(ir.I32, 0),
					Asm: ir.AttrAsm{Type: ir.I32, Enum: modeCases}},
			},
			Traits: []ir.Trait{ir.SameOperandsAndResultType},
			Format: "$x (`mode` $mode^)? attr-dict `:` type($x)",
		},
		{
			Name:       "dv.scale",
			Operands:   []ir.OperandDef{{Name: "x", Type: ir.AnyType}},
			Results:    []ir.ResultDef{{Name: "r", Type: ir.AnyType}},
			Attributes: []ir.AttrDef{{Name: "factor", Constraint: i64C, Default: ir.IntAttr(ir.I64, 1), Asm: ir.AttrAsm{Type: ir.I64}}},
			Traits:     []ir.Trait{ir.SameOperandsAndResultType},
			Format:     "$factor $x attr-dict `:` type($x)",
		},
		{Name: "dv.bad", Attributes: []ir.AttrDef{{Name: "k", Constraint: ir.StringAttrC, Default: ir.IntAttr(ir.I64, 1)}}},
	}}
}

func TestDefaultValuedAttributes(t *testing.T) {
	ctx := newContext(t, defaultsDialect())
	b := parse(t, ctx, `func.func @f(%a: i32) {
  %0 = dv.load %a : i32
  %1 = dv.load %a mode slow {check = false} : i32
  %2 = "dv.load"(%a) : (i32) -> i32
  %3 = "dv.load"(%a) {check = true, mode = 0 : i32} : (i32) -> i32
  %4 = dv.scale %a : i32
  %5 = dv.scale 3 %a : i32
  return
}
`)
	if err := verifyBlock(b); err != nil {
		t.Fatal(err)
	}
	// The format leaves out what equals the default; a bare element
	// prints it.
	const custom = `func.func @f(%arg0: i32) {
  %0 = dv.load %arg0 : i32
  %1 = dv.load %arg0 mode slow {check = false} : i32
  %2 = dv.load %arg0 : i32
  %3 = dv.load %arg0 : i32
  %4 = dv.scale 1 %arg0 : i32
  %5 = dv.scale 3 %arg0 : i32
  return
}
`
	if got := printBlock(t, b, ir.PrintOptions{}); got != custom {
		t.Errorf("custom form:\n%s\nwant:\n%s", got, custom)
	}
	// The parser filled the defaults in, custom or generic, as mlir-opt-16
	// does (amdgpu.raw_buffer_load shows boundsCheck = true).
	const generic = `"func.func"() ({
^bb0(%arg0: i32):
  %0 = "dv.load"(%arg0) {check = true, mode = 0 : i32} : (i32) -> i32
  %1 = "dv.load"(%arg0) {check = false, mode = 1 : i32} : (i32) -> i32
  %2 = "dv.load"(%arg0) {check = true, mode = 0 : i32} : (i32) -> i32
  %3 = "dv.load"(%arg0) {check = true, mode = 0 : i32} : (i32) -> i32
  %4 = "dv.scale"(%arg0) {factor = 1 : i64} : (i32) -> i32
  %5 = "dv.scale"(%arg0) {factor = 3 : i64} : (i32) -> i32
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f"} : () -> ()
`
	if got := printBlock(t, b, ir.PrintOptions{Generic: true}); got != generic {
		t.Errorf("generic form:\n%s\nwant:\n%s", got, generic)
	}
	if got := printBlock(t, parse(t, ctx, custom), ir.PrintOptions{}); got != custom {
		t.Errorf("custom form does not read back:\n%s", got)
	}
}

func TestDefaultValuedAttributesOfBuiltOps(t *testing.T) {
	ctx := newContext(t, defaultsDialect())
	ctx.SetAllowUnregisteredDialects(true)
	// A builder gives an op only the attributes it is told: the verifier
	// and AttrOrDefault take the default for the others.
	container := ctx.Create(ir.OperationState{Name: "x.container", NumRegions: 1})
	body := container.Region(0).AddBlock(nil, nil)
	arg := ctx.Create(ir.OperationState{Name: "x.arg", ResultTypes: []ir.Type{ir.I32}})
	load := ctx.Create(ir.OperationState{Name: "dv.load", Operands: []*ir.Value{arg.Result(0)}, ResultTypes: []ir.Type{ir.I32}})
	body.Append(arg)
	body.Append(load)
	if err := ir.Verify(container); err != nil {
		t.Fatalf("verify: %v", err)
	}
	if got := load.AttrOrDefault("check"); got != ir.Attribute(ir.BoolAttr(true)) {
		t.Errorf("AttrOrDefault(check) = %v, want true", got)
	}
	load.SetAttr("check", ir.BoolAttr(false))
	if got := load.AttrOrDefault("check"); got != ir.Attribute(ir.BoolAttr(false)) {
		t.Errorf("AttrOrDefault(check) after SetAttr = %v, want false", got)
	}
	if got := load.AttrOrDefault("nonesuch"); got != nil {
		t.Errorf("AttrOrDefault(nonesuch) = %v, want nil", got)
	}
	if got := arg.AttrOrDefault("check"); got != nil {
		t.Errorf("AttrOrDefault on an unregistered op = %v, want nil", got)
	}

	// The default stands in for the attribute, constraint included.
	bad := ctx.Create(ir.OperationState{Name: "dv.bad"})
	const want = "'dv.bad' op attribute 'k' failed to satisfy constraint: string attribute"
	if err := ir.Verify(bad); err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("verify dv.bad: %v, want %s", err, want)
	}
}

func TestArithFastMathDefault(t *testing.T) {
	ctx := newContext(t)
	b := parse(t, ctx, `func.func @f(%a: f32, %b: f32) -> f32 {
  %0 = "arith.addf"(%a, %b) : (f32, f32) -> f32
  %1 = arith.addf %0, %b : f32
  %2 = arith.addf %1, %b fastmath<fast> : f32
  return %2 : f32
}
`)
	// What mlir-opt-16 --mlir-print-op-generic prints for this input.
	const generic = `"func.func"() ({
^bb0(%arg0: f32, %arg1: f32):
  %0 = "arith.addf"(%arg0, %arg1) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32
  %1 = "arith.addf"(%0, %arg1) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32
  %2 = "arith.addf"(%1, %arg1) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
  "func.return"(%2) : (f32) -> ()
}) {function_type = (f32, f32) -> f32, sym_name = "f"} : () -> ()
`
	if got := printBlock(t, b, ir.PrintOptions{Generic: true}); got != generic {
		t.Errorf("generic form:\n%s\nwant:\n%s", got, generic)
	}
}

// --- AsmPrinter.IncreaseIndent and DecreaseIndent ---

func TestPrinterIndent(t *testing.T) {
	ctx := newContext(t, scopeDialect())
	// sc.list's lines follow its nesting, wherever it is.
	outer := ctx.Create(ir.OperationState{Name: "sc.scope", NumRegions: 1})
	inner := ctx.Create(ir.OperationState{Name: "sc.scope", NumRegions: 1})
	outer.Region(0).AddBlock(nil, nil).Append(inner)
	inner.Region(0).AddBlock(nil, nil).Append(ctx.Create(ir.OperationState{Name: "sc.list"}))
	const want = "sc.scope {\n  scope {\n    list [\n      item\n      item\n    ]\n  }\n}"
	if got := outer.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}

	// Too many DecreaseIndents stop at the left margin.
	p := ir.NewAsmPrinter(ir.PrintOptions{})
	p.DecreaseIndent()
	p.IncreaseIndent()
	p.PrintNewline()
	p.WriteString("x")
	if got := p.String(); got != "\n  x" {
		t.Errorf("after DecreaseIndent, IncreaseIndent: %q, want %q", got, "\n  x")
	}

	// cf.switch prints its cases with it, as mlir-opt-16 does.
	const sw = `func.func @f(%arg0: i32, %arg1: i32) {
  cf.switch %arg0 : i32, [
    default: ^bb1(%arg1 : i32),
    42: ^bb1(%arg1 : i32)
  ]
^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
  return
}
`
	if got := printBlock(t, parse(t, ctx, sw), ir.PrintOptions{}); got != sw {
		t.Errorf("cf.switch:\n%s\nwant:\n%s", got, sw)
	}
}

// --- RegionDef.MinBlocks ---

func TestRegionBlockCounts(t *testing.T) {
	ctx := newContext(t, &ir.Dialect{Name: "rb", Ops: []*ir.OpDef{
		{Name: "rb.sized", Regions: []ir.RegionDef{{Name: "body", MinBlocks: 1, MaxBlocks: 1}}, Traits: []ir.Trait{ir.NoTerminator}},
		{Name: "rb.unnamed", Regions: []ir.RegionDef{{MinBlocks: 1, MaxBlocks: 1}}, Traits: []ir.Trait{ir.NoTerminator}},
		{Name: "rb.atleast", Regions: []ir.RegionDef{{Name: "body", MinBlocks: 2}}, Traits: []ir.Trait{ir.NoTerminator}},
		{Name: "rb.atmost", Regions: []ir.RegionDef{{Name: "body", MaxBlocks: 1}}, Traits: []ir.Trait{ir.NoTerminator}},
		{Name: "rb.multi", Regions: []ir.RegionDef{{Name: "first"}, {Name: "rest", Arity: ir.Variadic, MinBlocks: 1}}, Traits: []ir.Trait{ir.NoTerminator}},
	}})
	// build makes op name with one region per entry of blocks, each with
	// that many blocks.
	build := func(name string, blocks ...int) *ir.Operation {
		op := ctx.Create(ir.OperationState{Name: name, NumRegions: len(blocks)})
		for i, n := range blocks {
			for range n {
				op.Region(i).AddBlock(nil, nil)
			}
		}
		return op
	}
	tests := []struct {
		op   *ir.Operation
		want string // "" when the op verifies
	}{
		// MLIR's message for SizedRegion<1>, as for builtin.module.
		{build("rb.sized", 0), "'rb.sized' op region #0 ('body') failed to verify constraint: region with 1 blocks"},
		{build("rb.sized", 1), ""},
		{build("rb.sized", 2), "'rb.sized' op region #0 ('body') failed to verify constraint: region with 1 blocks"},
		{build("rb.unnamed", 0), "'rb.unnamed' op region #0 failed to verify constraint: region with 1 blocks"},
		{build("rb.atleast", 1), "'rb.atleast' op region #0 ('body') failed to verify constraint: region with at least 2 blocks"},
		{build("rb.atleast", 3), ""},
		{build("rb.atmost", 2), "'rb.atmost' op region #0 ('body') failed to verify constraint: region with at most 1 blocks"},
		{build("rb.atmost", 0), ""},
		// The regions of a variadic entry are numbered among all.
		{build("rb.multi", 0, 1, 0), "'rb.multi' op region #2 ('rest') failed to verify constraint: region with at least 1 blocks"},
		{build("rb.multi", 0, 1, 1), ""},
	}
	for _, tt := range tests {
		err := ir.Verify(tt.op)
		got := ""
		if err != nil {
			got = err.(*ir.Diagnostic).Message
		}
		if got != tt.want {
			t.Errorf("%s with %d regions: got %q, want %q", tt.op.Name(), tt.op.NumRegions(), got, tt.want)
		}
	}
}

// --- DiagnosticPrinter.ShowOperation ---

func TestSeeCurrentOperation(t *testing.T) {
	// Each input and what mlir-opt-16 prints for it.
	tests := []struct{ src, want string }{
		{
			src: `func.func @f(%a: i32, %b: f32) -> i32 {
  %0 = "arith.addi"(%a, %b) : (i32, f32) -> i32
  return %0 : i32
}
`,
			want: `in.mlir:2:8: error: 'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'
  %0 = "arith.addi"(%a, %b) : (i32, f32) -> i32
       ^
in.mlir:2:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg1) : (i32, f32) -> i32
`,
		},
		{
			// The note comes before the others.
			src: `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %1, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
`,
			want: `in.mlir:2:8: error: operand #0 does not dominate this use
  %0 = arith.addi %1, %a : i32
       ^
in.mlir:2:8: note: see current operation: %0 = "arith.addi"(%1, %arg0) : (i32, i32) -> i32
in.mlir:3:8: note: operand defined here (op in the same block)
  %1 = arith.addi %a, %a : i32
       ^
`,
		},
		{
			// An op on several lines starts on a line of its own.
			src: `func.func @f(%a: i32) -> i32 {
  "scf.execute_region"() ({
  }) : () -> ()
  return %a : i32
}
`,
			want: `in.mlir:2:3: error: 'scf.execute_region' op region needs to have at least one block
  "scf.execute_region"() ({
  ^
in.mlir:2:3: note: see current operation: ` + `
"scf.execute_region"() ({
}) : () -> ()
`,
		},
		{
			// A structural error is about an op too.
			src: `func.func @f(%a: i1) {
  cf.cond_br %a, ^bb1, ^bb1
  %0 = arith.constant 0 : i32
^bb1:
  return
}
`,
			want: `in.mlir:2:3: error: operation with block successors must terminate its parent block
  cf.cond_br %a, ^bb1, ^bb1
  ^
in.mlir:2:3: note: see current operation: "cf.cond_br"(%arg0)[^bb1, ^bb1] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
`,
		},
		{
			// A diagnostic about no op in particular has no note.
			src: `func.func @f(%a: i32) -> i32 {
  "scf.execute_region"() ({
  ^bb0:
  }) : () -> ()
  return %a : i32
}
`,
			want: `in.mlir:2:3: error: empty block: expect at least a terminator
  "scf.execute_region"() ({
  ^
`,
		},
	}
	for _, tt := range tests {
		ctx := newContext(t)
		err := verifyBlock(parse(t, ctx, tt.src))
		var d *ir.Diagnostic
		if !errors.As(err, &d) {
			t.Fatalf("verify: %v, want a diagnostic", err)
		}
		src := ir.NewSourceFiles()
		src.Add("in.mlir", tt.src)
		var got strings.Builder
		ir.DiagnosticPrinter{Sources: src, ShowOperation: true}.Print(&got, d)
		if got.String() != tt.want {
			t.Errorf("got:\n%s\nwant:\n%s", got.String(), tt.want)
		}

		// The note is not part of the diagnostic: PrintDiagnostic and the
		// notes a --verify-diagnostics check matches do not have it.
		var plain strings.Builder
		ir.PrintDiagnostic(&plain, d, src)
		for _, n := range append([]*ir.Diagnostic{d}, d.Notes...) {
			if strings.Contains(n.Message, "see current operation") {
				t.Errorf("the diagnostic carries the note: %q", n.Message)
			}
		}
		if strings.Contains(plain.String(), "see current operation") {
			t.Errorf("PrintDiagnostic printed the note:\n%s", plain.String())
		}
	}
}

func TestDiagnosticOperation(t *testing.T) {
	ctx := newContext(t)
	ctx.SetAllowUnregisteredDialects(true)
	op := ctx.Create(ir.OperationState{Name: "x.op", Loc: ir.NewFileLineColLoc("a.mlir", 3, 5)})
	if got := op.Errorf("bad").Operation(); got != op {
		t.Errorf("Errorf: Operation() = %v, want the op", got)
	}
	if got := ir.Errorf(op.Loc(), "bad").Operation(); got != nil {
		t.Errorf("ir.Errorf: Operation() = %v, want nil", got)
	}
	// Warnings and remarks show the op as Operation.String does.
	var out strings.Builder
	ir.DiagnosticPrinter{ShowOperation: true}.Print(&out, op.Warningf("careful"))
	const want = "a.mlir:3:5: warning: 'x.op' op careful\na.mlir:3:5: note: see current operation: \"x.op\"() : () -> ()\n"
	if out.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}
