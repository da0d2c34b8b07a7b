package ir

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// The format tests define a dialect "ft" whose ops mirror upstream ones
// (arith.addi, arith.cmpi, cf.cond_br, func.call, scf.yield, ...), so that
// the expected text is what mlir-opt-16 prints for those.

var formatCmpPredicates = []EnumCase{
	{"eq", 0}, {"ne", 1}, {"slt", 2}, {"sle", 3}, {"sgt", 4}, {"sge", 5},
	{"ult", 6}, {"ule", 7}, {"ugt", 8}, {"uge", 9},
}

func formatTestOps() []*OpDef {
	intLike := SignlessIntegerLike
	return []*OpDef{
		// A container whose body holds the test ops.
		{Name: "ft.module", Traits: []Trait{NoTerminator, SingleBlock},
			Regions: []RegionDef{{Name: "body"}},
			Format:  "attr-dict-with-keyword $body"},
		// builtin.module: optional symbol name, attributes with the keyword.
		{Name: "ft.named", Traits: []Trait{NoTerminator, SingleBlock},
			Attributes: []AttrDef{{Name: SymbolNameAttr, Constraint: SymbolNameAttrC, Optional: true}},
			Regions:    []RegionDef{{Name: "body"}},
			Format:     "($sym_name^)? attr-dict-with-keyword $body"},
		// A function-like op: a CFG region.
		{Name: "ft.func", Regions: []RegionDef{{Name: "body"}},
			Attributes: []AttrDef{{Name: SymbolNameAttr, Constraint: SymbolNameAttrC}},
			Format:     "$sym_name attr-dict-with-keyword $body"},
		// Values to use: any number of results of types given.
		{Name: "ft.val", Results: []ResultDef{{Name: "res", Arity: Variadic}},
			Format: "attr-dict `:` type($res)"},
		// arith.addi.
		{Name: "ft.addi", Traits: []Trait{Pure, SameOperandsAndResultType},
			Operands: []OperandDef{{Name: "lhs", Type: intLike}, {Name: "rhs", Type: intLike}},
			Results:  []ResultDef{{Name: "result", Type: intLike}},
			Format:   "$lhs `,` $rhs attr-dict `:` type($result)"},
		// A unit attribute written as a keyword.
		{Name: "ft.addnsw", Traits: []Trait{SameOperandsAndResultType},
			Operands:   []OperandDef{{Name: "lhs", Type: intLike}, {Name: "rhs", Type: intLike}},
			Results:    []ResultDef{{Name: "result", Type: intLike}},
			Attributes: []AttrDef{{Name: "nsw", Constraint: UnitAttrC, Optional: true}},
			Format:     "$lhs `,` $rhs (`nsw` $nsw^)? attr-dict `:` type($result)"},
		// arith.cmpi: an enum keyword, a buildable result, AllTypesMatch.
		{Name: "ft.cmpi", Traits: []Trait{Pure, AllTypesMatch("lhs", "rhs")},
			Operands: []OperandDef{{Name: "lhs", Type: intLike}, {Name: "rhs", Type: intLike}},
			Results:  []ResultDef{{Name: "result", Type: I1Type}},
			Attributes: []AttrDef{{Name: "predicate", Constraint: EnumConstraint("comparison predicate", nil, formatCmpPredicates),
				Asm: AttrAsm{Enum: formatCmpPredicates}}},
			Format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"},
		// cf.cond_br: successors with optional operand lists, segment sizes.
		{Name: "ft.cond_br", Traits: []Trait{Terminator},
			Operands: []OperandDef{{Name: "condition", Type: I1Type},
				{Name: "trueDestOperands", Arity: Variadic}, {Name: "falseDestOperands", Arity: Variadic}},
			Successors: []SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
			Format: "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`" +
				" $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict"},
		// cf.br.
		{Name: "ft.br", Traits: []Trait{Terminator},
			Operands:   []OperandDef{{Name: "destOperands", Arity: Variadic}},
			Successors: []SuccessorDef{{Name: "dest"}},
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"},
		// scf.yield / func.return.
		{Name: "ft.yield", Traits: []Trait{Terminator},
			Operands: []OperandDef{{Name: "results", Arity: Variadic}},
			Format:   "attr-dict ($results^ `:` type($results))?"},
		// func.call: a symbol reference, functional-type.
		{Name: "ft.call",
			Attributes: []AttrDef{{Name: "callee", Constraint: FlatSymbolRefAttrC}},
			Operands:   []OperandDef{{Name: "operands", Arity: Variadic}},
			Results:    []ResultDef{{Name: "results", Arity: Variadic}},
			Format:     "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"},
		// scf.execute_region: a type anchor, a region.
		{Name: "ft.execute_region",
			Results: []ResultDef{{Name: "results", Arity: Variadic}},
			Regions: []RegionDef{{Name: "region"}},
			Format:  "(`->` type($results)^)? $region attr-dict"},
		// memref.alloc: two variadic groups, buildable index operands.
		{Name: "ft.alloc",
			Operands: []OperandDef{{Name: "dynamicSizes", Type: IndexTypeC, Arity: Variadic},
				{Name: "symbolOperands", Type: IndexTypeC, Arity: Variadic}},
			Results: []ResultDef{{Name: "memref"}},
			Format:  "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"},
		// builtin.unrealized_conversion_cast: a keyword literal.
		{Name: "ft.cast",
			Operands: []OperandDef{{Name: "inputs", Arity: Variadic}},
			Results:  []ResultDef{{Name: "outputs", Arity: Variadic}},
			Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"},
		// A constant whose result type is its attribute's.
		{Name: "ft.constant", Traits: []Trait{ConstantLike, AllTypesMatch("value", "result")},
			Attributes: []AttrDef{{Name: "value", Constraint: TypedAttrC}},
			Results:    []ResultDef{{Name: "result"}},
			Format:     "$value attr-dict"},
		// An attribute whose type the format implies, and an optional one.
		{Name: "ft.typed",
			Attributes: []AttrDef{{Name: "count", Constraint: AttrConstraint{Desc: "32-bit integer attribute", Pred: func(a Attribute) bool {
				ia, ok := a.(IntegerAttr)
				return ok && ia.AttrType() == Type(I32)
			}}, Asm: AttrAsm{Type: I32}},
				{Name: "step", Constraint: I64AttrC, Optional: true, Asm: AttrAsm{Type: I64}}},
			Format: "$count (`step` $step^)? attr-dict"},
		// An else group.
		{Name: "ft.either",
			Operands: []OperandDef{{Name: "value", Arity: Optional}},
			Format:   "($value^ `:` type($value)):(`none`)? attr-dict"},
		// The operands, regions and successors directives.
		{Name: "ft.generic", Traits: []Trait{Terminator},
			Operands:   []OperandDef{{Name: "a"}, {Name: "rest", Arity: Variadic}},
			Results:    []ResultDef{{Name: "res", Arity: Variadic}},
			Regions:    []RegionDef{{Name: "r", Arity: Variadic}},
			Successors: []SuccessorDef{{Name: "s", Arity: Variadic}},
			Format:     "operands successors regions attr-dict `:` functional-type(operands, results)"},
		// Regions spelled out of their declared order, and a variadic
		// region entry.
		{Name: "ft.swap", Traits: []Trait{NoTerminator},
			Regions: []RegionDef{{Name: "a"}, {Name: "b"}},
			Format:  "`b` $b `a` $a attr-dict"},
		{Name: "ft.regs", Traits: []Trait{NoTerminator},
			Regions: []RegionDef{{Name: "rs", Arity: Variadic}},
			Format:  "`(` $rs `)` attr-dict"},
		// Literal spacing, as in MLIR's op-format test.
		{Name: "ft.literals",
			Format: "`keyword_$.` `->` `:` `,` `=` `<` `>` `(` `)` `[` `]` `` `(` ` ` `)` `?` `+` `*` `{` `\\n` `}` attr-dict"},
		// Several results: optional and variadic result groups.
		{Name: "ft.multi",
			Operands: []OperandDef{{Name: "in", Arity: Optional}},
			Results:  []ResultDef{{Name: "first"}, {Name: "opt", Arity: Optional}, {Name: "many", Arity: Variadic}},
			Format:   "($in^ `:` type($in))? attr-dict `->` type($first) (`opt` type($opt)^)? ` ` `[` type($many) `]`"},
		// SameOperandsAndResultType over a variadic group.
		{Name: "ft.sum", Traits: []Trait{SameOperandsAndResultType},
			Operands: []OperandDef{{Name: "xs", Arity: Variadic}},
			Results:  []ResultDef{{Name: "result"}},
			Format:   "$xs attr-dict `:` type($xs)"},
		{Name: "ft.kw",
			Attributes: []AttrDef{{Name: "name", Constraint: StringAttrC}},
			Format:     "qualified($name) attr-dict"},
		// Dialect attributes written unqualified (flags<a>), optionally,
		// required, and qualified.
		{Name: "ft.flagged",
			Operands: []OperandDef{{Name: "x"}},
			Attributes: []AttrDef{
				{Name: "f", Constraint: formatFlagsC, Optional: true, Asm: AttrAsm{Unqualified: "ft.flags"}},
				{Name: "g", Constraint: formatFlagsC, Asm: AttrAsm{Unqualified: "ft.flags"}},
				{Name: "h", Constraint: formatFlagsC, Optional: true, Asm: AttrAsm{Unqualified: "ft.flags"}}},
			// A qualified attribute before `:` would take the type after it
			// for its own, as in MLIR.
			Format: "$x ($f^)? `,` $g attr-dict `:` type($x) (`q` qualified($h)^)?"},
		// Custom directives: operands in brackets of the type of $a,
		// counted in $n, and one that prints nothing.
		{Name: "ft.custom",
			Operands:   []OperandDef{{Name: "a"}, {Name: "rest", Arity: Variadic}},
			Results:    []ResultDef{{Name: "r"}},
			Attributes: []AttrDef{{Name: "n", Constraint: I64AttrC}},
			Format:     "$a `:` type($a) custom<Bracketed>(ref(type($a)), $rest, type($rest), $n) attr-dict `->` type($r) `` custom<Nothing>(ref($a), ref($n))",
			Custom:     []CustomDirective{formatBracketed, formatNothing}},
		// cf.switch and llvm.switch.
		formatSwitchDef("ft.switch", "flag", "$flag `:` type($flag) `,` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, "+
			"$defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, "+
			"type($caseOperands), $case_operand_segments) attr-dict", true),
		formatSwitchDef("ft.lswitch", "value", "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? "+
			"custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands), "+
			"$case_operand_segments) attr-dict", false),
	}
}

// formatSwitchDef defines a switch in MLIR's layout whose flag is named
// flag.
func formatSwitchDef(name, flag, format string, withDefault bool) *OpDef {
	return &OpDef{Name: name, Traits: []Trait{Terminator},
		Operands: []OperandDef{{Name: flag, Type: AnyInteger},
			{Name: "defaultOperands", Arity: Variadic}, {Name: "caseOperands", Arity: Variadic}},
		Attributes: []AttrDef{{Name: SwitchCaseValuesAttr, Optional: true},
			{Name: CaseOperandSegmentsAttr, Constraint: DenseI32ArrayAttrC}},
		Successors: []SuccessorDef{{Name: "defaultDestination"}, {Name: "caseDestinations", Arity: Variadic}},
		Format:     format,
		Custom:     []CustomDirective{SwitchOpCases(withDefault)}}
}

// formatFlagsAttr is #ft.flags<a, b>, a dialect attribute of the test
// dialect.
type formatFlagsAttr struct{ flags string }

func (a formatFlagsAttr) PrintAttribute(p *AsmPrinter) { p.WriteString("#ft.flags<" + a.flags + ">") }

var formatFlagsC = AttrConstraint{Desc: "ft flags", Pred: func(a Attribute) bool {
	_, ok := a.(formatFlagsAttr)
	return ok
}}

// formatParseAttribute is the test dialect's ParseAttribute hook.
func formatParseAttribute(p *AsmParser, mnemonic string, _ Type) (Attribute, error) {
	if mnemonic != "flags" {
		return nil, p.Errorf("unknown ft attribute '%s'", mnemonic)
	}
	var flags []string
	err := p.ParseCommaSeparatedList(AngleDelimiter, func() error {
		f, err := p.ParseIdentifier()
		flags = append(flags, f)
		return err
	})
	return formatFlagsAttr{strings.Join(flags, ", ")}, err
}

// formatBracketed parses and prints `[%a, %b]`, operands of the type of
// its first parameter, and counts them in its last.
var formatBracketed = CustomDirective{
	Name: "Bracketed",
	Parse: func(p *AsmParser, args []CustomArg) error {
		us, err := p.ParseOperandList(SquareDelimiter)
		if err != nil {
			return err
		}
		args[1].Operands = us
		for range us {
			args[2].Types = append(args[2].Types, args[0].Types[0])
		}
		args[3].Attr = IntAttr(I64, int64(len(us)))
		return nil
	},
	Print: func(p *AsmPrinter, _ *Operation, args []CustomArg) {
		p.WriteString("[")
		p.PrintOperands(args[1].Values)
		p.WriteString("]")
	},
}

// formatNothing checks that it gets what its ref parameters name.
var formatNothing = CustomDirective{
	Name: "Nothing",
	Parse: func(p *AsmParser, args []CustomArg) error {
		if !args[0].Ref || len(args[0].Operands) != 1 || args[1].Attr == nil {
			return p.Errorf("Nothing got %+v", args)
		}
		return nil
	},
	Print: func(*AsmPrinter, *Operation, []CustomArg) {},
}

func formatTestContext(t testing.TB) *Context {
	t.Helper()
	ctx := NewContext()
	if err := ctx.RegisterDialect(&Dialect{Name: "ft", Ops: formatTestOps(), ParseAttribute: formatParseAttribute}); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// formatPrintAll prints the top-level ops of b, one per line.
func formatPrintAll(t testing.TB, b *Block, opts PrintOptions) string {
	t.Helper()
	var sb strings.Builder
	for op := range b.Ops() {
		if err := Print(&sb, op, opts); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(sb.String(), "\n") {
			sb.WriteString("\n")
		}
	}
	return sb.String()
}

func formatParseVerify(t *testing.T, ctx *Context, name, src string) *Block {
	t.Helper()
	b, err := ParseSource(ctx, name, []byte(src))
	if err != nil {
		t.Fatalf("parse:\n%s\n%v", src, err)
	}
	for op := range b.Ops() {
		if err := Verify(op); err != nil {
			t.Fatalf("verify:\n%s\n%v", src, err)
		}
	}
	return b
}

// The round-trip cases: each is the canonical text of an ft.module, so
// print(parse(text)) must give it back. Where an upstream op has the same
// format, the line is spelled as mlir-opt-16 prints it.
var formatRoundTrips = []struct {
	name, src string
}{
	{"addi", `ft.module {
  %0:2 = ft.val : i32, i32
  %1 = ft.addi %0#0, %0#1 : i32
  %2 = ft.addi %1, %1 {foo} : i32
}
`},
	{"unit keyword", `ft.module {
  %0 = ft.val : i64
  %1 = ft.addnsw %0, %0 nsw : i64
  %2 = ft.addnsw %0, %0 : i64
}
`},
	{"enum keyword", `ft.module {
  %0 = ft.val : i32
  %1 = ft.cmpi slt, %0, %0 : i32
  %2 = ft.cmpi uge, %0, %0 {x = 1 : i32} : i32
}
`},
	{"successors", `ft.module {
  ft.func @f {
    %0:2 = ft.val : i1, i32
    ft.cond_br %0#0, ^bb1(%0#1 : i32), ^bb2
  ^bb1(%1: i32):  // pred: ^bb0
    ft.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    ft.yield
  }
}
`},
	{"yield", `ft.module {
  ft.func @f {
    %0:2 = ft.val : i32, f32
    ft.yield %0#0, %0#1 : i32, f32
  }
}
`},
	{"call", `ft.module {
  %0:2 = ft.val : i32, index
  %1 = ft.call @f(%0#0, %0#1) : (i32, index) -> i32
  %2:2 = ft.call @g() : () -> (i32, i32)
  ft.call @h(%0#0) : (i32) -> ()
}
`},
	{"region", `ft.module {
  %0 = ft.execute_region -> i32 {
    %1 = ft.val : i32
    ft.yield %1 : i32
  }
  ft.execute_region {
    ft.yield
  }
}
`},
	{"symbol name and keyword dict", `ft.module attributes {ft.x = 1 : i32} {
  ft.named @m attributes {ft.y} {
  }
  ft.named {
  }
}
`},
	{"segments", `ft.module {
  %0 = ft.val : index
  %1 = ft.alloc(%0)[%0] : memref<?xi32>
  %2 = ft.alloc() : memref<4xi32>
  %3 = ft.alloc(%0, %0) : memref<?x?xi32>
}
`},
	{"cast", `ft.module {
  %0 = ft.val : i32
  %1 = ft.cast %0 : i32 to i64
  %2 = ft.cast to i64
  %3:2 = ft.cast %0 : i32 to i64, f32
}
`},
	{"typed attributes", `ft.module {
  %0 = ft.constant 42 : i32
  %1 = ft.constant 1.500000e+00 : f32
  ft.typed 4
  ft.typed -1 step 2 {z}
}
`},
	{"else group", `ft.module {
  %0 = ft.val : i32
  ft.either %0 : i32
  ft.either none
}
`},
	{"directives", `ft.module {
  ft.func @f {
    %0:2 = ft.val : i32, i64
    %1 = ft.generic %0#0, %0#1 ^bb1 {
      ft.yield
    }, {
      ft.yield
    } : (i32, i64) -> i32
  ^bb1:  // pred: ^bb0
    ft.yield
  }
}
`},
	{"region order", `ft.module {
  ft.swap b {
    ft.typed 2
  } a {
    ft.typed 1
  }
  ft.regs()
  ft.regs({
    ft.typed 1
  }, {
  })
}
`},
	{"literals", `ft.module {
  ft.literals keyword_$. -> :, = <> () []( ) ? + * {
  } {ft.some_attr}
}
`},
	{"result groups", `ft.module {
  %0 = ft.val : i8
  %1:3 = ft.multi %0 : i8 -> i32 opt i64 [f32]
  %2:2 = ft.multi -> i32 [f32]
  %3 = ft.multi -> i32 []
}
`},
	{"variadic same type", `ft.module {
  %0 = ft.val : i16
  %1 = ft.sum %0, %0, %0 : i16, i16, i16
}
`},
	{"qualified", `ft.module {
  ft.kw "text"
}
`},
	{"unqualified", `ft.module {
  %0 = ft.val : i32
  ft.flagged %0 flags<a>, flags<b, c> : i32 q #ft.flags<d>
  ft.flagged %0, flags<> {x} : i32
}
`},
	{"custom", `ft.module {
  %0 = ft.val : i32
  %1 = ft.custom %0 : i32 [%0, %0] -> i64
  %2 = ft.custom %0 : i32 [] {x} -> i8
}
`},
	{"switch", `ft.module {
  ft.func @f {
    %0:2 = ft.val : i32, i64
    ft.switch %0#0 : i32, [
      default: ^bb1(%0#1 : i64),
      42: ^bb2,
      4294967295: ^bb1(%0#1 : i64)
    ]
  ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
    ft.switch %0#0 : i32, [
      default: ^bb2]
  ^bb2:  // 2 preds: ^bb0, ^bb1
    ft.lswitch %0#0 : i32, ^bb3(%0#1 : i64) [
      1: ^bb3(%0#1 : i64),
      2: ^bb4
    ] {x}
  ^bb3(%2: i64):  // 2 preds: ^bb2, ^bb2
    ft.lswitch %0#0 : i32, ^bb4 [
    ]
  ^bb4:  // 2 preds: ^bb2, ^bb3
    ft.yield
  }
}
`},
}

func TestFormatRoundTrip(t *testing.T) {
	ctx := formatTestContext(t)
	for _, tc := range formatRoundTrips {
		t.Run(tc.name, func(t *testing.T) {
			b := formatParseVerify(t, ctx, tc.name+".mlir", tc.src)
			if got := formatPrintAll(t, b, PrintOptions{}); got != tc.src {
				t.Errorf("print(parse(text)) differs:\n--- got\n%s--- want\n%s", got, tc.src)
			}
		})
	}
}

// TestFormatGenericEquivalence parses the custom form, prints it generic,
// parses that and prints it custom again: the format and the generic form
// must describe the same operation.
func TestFormatGenericEquivalence(t *testing.T) {
	ctx := formatTestContext(t)
	for _, tc := range formatRoundTrips {
		t.Run(tc.name, func(t *testing.T) {
			b := formatParseVerify(t, ctx, tc.name+".mlir", tc.src)
			generic := formatPrintAll(t, b, PrintOptions{Generic: true})
			b2 := formatParseVerify(t, ctx, tc.name+".generic.mlir", generic)
			if got := formatPrintAll(t, b2, PrintOptions{}); got != tc.src {
				t.Errorf("custom -> generic -> custom differs:\n--- generic\n%s--- got\n%s--- want\n%s", generic, got, tc.src)
			}
		})
	}
}

// TestFormatGenericSpelling checks what the parser put in the op, through
// its generic form, against mlir-opt-16's for the upstream equivalents.
func TestFormatGenericSpelling(t *testing.T) {
	ctx := formatTestContext(t)
	cases := []struct{ src, want string }{
		{"%0:2 = ft.val : i32, i32\n%1 = ft.cmpi slt, %0#0, %0#1 : i32",
			`%1 = "ft.cmpi"(%0#0, %0#1) {predicate = 2 : i64} : (i32, i32) -> i1`},
		{"%0 = ft.val : index\n%1 = ft.alloc(%0)[%0] : memref<?xi32>",
			`%1 = "ft.alloc"(%0, %0) {operand_segment_sizes = array<i32: 1, 1>} : (index, index) -> memref<?xi32>`},
		{"%0 = ft.val : i64\n%1 = ft.addnsw %0, %0 nsw : i64",
			`%1 = "ft.addnsw"(%0, %0) {nsw} : (i64, i64) -> i64`},
		{"%0 = ft.constant 42 : i32", `%0 = "ft.constant"() {value = 42 : i32} : () -> i32`},
		{"ft.typed 4", `"ft.typed"() {count = 4 : i32} : () -> ()`},
		{"%0 = ft.val : i8\n%1:4 = ft.multi %0 : i8 -> i32 opt i64 [f32, f32]",
			`%1:4 = "ft.multi"(%0) {result_segment_sizes = array<i32: 1, 1, 2>} : (i8) -> (i32, i64, f32, f32)`},
	}
	for _, tc := range cases {
		src := "ft.module {\n" + tc.src + "\n}\n"
		b := formatParseVerify(t, ctx, "generic.mlir", src)
		got := formatPrintAll(t, b, PrintOptions{Generic: true})
		if !strings.Contains(got, tc.want) {
			t.Errorf("generic form of\n%s\nlacks %s; it is:\n%s", tc.src, tc.want, got)
		}
	}
}

func TestFormatCondBrSegments(t *testing.T) {
	ctx := formatTestContext(t)
	b := formatParseVerify(t, ctx, "cond_br.mlir", formatRoundTrips[3].src)
	var found bool
	for op := range b.First().Region(0).Ops() {
		for inner := range op.Region(0).Ops() {
			if !inner.Is("ft.cond_br") {
				continue
			}
			found = true
			seg, ok := inner.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr)
			if !ok || AttrString(seg) != "array<i32: 1, 1, 0>" {
				t.Errorf("operand_segment_sizes = %v, want array<i32: 1, 1, 0>", inner.Attr(OperandSegmentSizesAttr))
			}
		}
	}
	if !found {
		t.Fatal("no ft.cond_br parsed")
	}
}

// formatRegisterOne registers a dialect "fb" holding def alone.
func formatRegisterOne(def *OpDef) error {
	return NewContext().RegisterDialect(&Dialect{Name: "fb", Ops: []*OpDef{def}})
}

func TestFormatErrors(t *testing.T) {
	binary := func(format string, traits ...Trait) *OpDef {
		return &OpDef{Name: "fb.op", Traits: traits,
			Operands:   []OperandDef{{Name: "lhs"}, {Name: "rhs"}, {Name: "opt", Arity: Optional}},
			Results:    []ResultDef{{Name: "result"}},
			Attributes: []AttrDef{{Name: "flag", Constraint: UnitAttrC, Optional: true}, {Name: "req", Constraint: UnitAttrC}},
			Regions:    []RegionDef{},
			Format:     format}
	}
	same := SameOperandsAndResultType
	const ops = "$lhs `,` $rhs $opt"
	// withFoo is binary with a custom directive Foo.
	withFoo := func(format string) *OpDef {
		d := binary(format, same)
		d.Custom = []CustomDirective{{Name: "Foo", Parse: formatNothing.Parse, Print: formatNothing.Print}}
		return d
	}
	cases := []struct {
		def  *OpDef
		col  int
		want string
	}{
		{binary(ops+" `:` type($result)", same), 37, "'attr-dict' directive not found"},
		{binary(ops+" attr-dict attr-dict `:` type($result)", same), 30, "'attr-dict' directive has already been seen"},
		{binary("$lhs `,` $foo $opt attr-dict `:` type($result)", same), 10, "'$foo' does not name an operand, attribute, region, result or successor"},
		{binary("$lhs `,` $lhs $opt attr-dict `:` type($result)", same), 10, "'$lhs' is already bound"},
		{binary("$lhs $opt attr-dict `:` type($result)", same), 38, "operand #1, named 'rhs', not found"},
		{binary(ops + " attr-dict `:` type($lhs)"), 44, "type of operand #1, named 'rhs', is not buildable and a buildable type cannot be inferred"},
		{binary(ops + " attr-dict `:` type($lhs) type($rhs) type($opt)"), 66, "type of result #0, named 'result', is not buildable"},
		{binary("$result "+ops+" attr-dict", same), 1, "result variables can only be used as a child to a 'type' directive"},
		{binary(ops+" `1x` attr-dict `:` type($result)", same), 20, "expected valid literal but got '1x'"},
		{binary(ops+" `%` attr-dict `:` type($result)", same), 20, "single character literal must be a letter or one of"},
		{binary("($lhs^)? $rhs $opt attr-dict `:` type($result)", same), 2, "only variable length operands can be used within an optional group"},
		{binary(ops+" (`x`)? attr-dict `:` type($result)", same), 20, "optional group has no anchor element"},
		{binary("$lhs `,` $rhs (`x` $flag^ $opt^)? attr-dict `:` type($result)", same), 31, "only one element can be marked as the anchor"},
		{binary(ops+" `x`^ attr-dict `:` type($result)", same), 23, "'^' marks the anchor of an optional group"},
		{binary(ops+" (`x` attr-dict $flag^)? `:` type($result)", same), 25, "'attr-dict' directive can only be used as a top-level directive"},
		{binary(ops+" attr-dict `:` type(attr-dict)", same), 39, "'attr-dict' directive can only be used as a top-level directive"},
		{binary(ops+" attr-dict `:` type(`x`)", same), 39, "a type directive's argument must be"},
		{binary(ops+" custom<Foo>($lhs) attr-dict `:` type($result)", same), 27, "custom directive 'Foo' is not in the op's Custom list"},
		{binary(ops+" attr-dict `:` functional-type(operands results)", same), 59, "expected ',' after inputs argument"},
		{binary(ops+" attr-dict `unterminated", same), 30, "unterminated literal"},
		{binary("operands $lhs attr-dict `:` type($result)", same), 10, "'$lhs' is already bound by the 'operands' directive"},
		{binary(ops+" operands attr-dict `:` type($result)", same), 20, "'operands' directive creates overlap in format"},
		{binary(ops+" attr-dict `:` type($lhs) type($lhs)", same), 50, "'type($lhs)' is already bound"},
		{binary(ops+" (`x` $req^)? attr-dict `:` type($result)", same), 29, "only optional attributes can be used to anchor an optional group"},
		{binary(ops+" attr-dict results", same), 30, "'results' directive can only be used as a child to a 'type' directive"},
		{binary(ops+" attr-dict frobnicate", same), 30, "unknown directive 'frobnicate'"},
		{binary("$lhs `,` $rhs ($opt^):(`y` $flag^)? attr-dict `:` type($result)", same), 33, "must be in its first branch"},
		{binary("qualified($lhs) `,` $rhs $opt attr-dict", same), 11, "'qualified' directive expects an attribute or a `type` directive"},
		{binary(ops+" # attr-dict", same), 20, "unexpected character '#'"},
		{binary(ops+" (`x` type($lhs)^)? attr-dict `:` type($result)", same), 25, "only variable length operands can be used within an optional group"},
		{binary(ops+" ($flag^ `x`)? attr-dict `(` `)` type($result) type", same), 70, "expected '(' before argument list"},
		{&OpDef{Name: "fb.op", Regions: []RegionDef{{Name: "body"}}, Format: "attr-dict"}, 10, "region #0, named 'body', not found"},
		{&OpDef{Name: "fb.op", Successors: []SuccessorDef{{Name: "dest"}}, Format: "attr-dict"}, 10, "successor #0, named 'dest', not found"},
		{&OpDef{Name: "fb.op", Successors: []SuccessorDef{{Name: "dest"}}, Format: "attr-dict ($dest^)?"}, 12, "only literals, types, and variables can be used within an optional group"},
		{&OpDef{Name: "fb.op", Attributes: []AttrDef{{Name: "k", Asm: AttrAsm{Enum: []EnumCase{{"a b", 0}}}}}, Format: "$k attr-dict"}, 1, `enum case "a b" of attribute 'k' is not a keyword`},
		{&OpDef{Name: "fb.op", Results: []ResultDef{{Name: "r", Type: I1Type, Arity: Variadic}}, Format: "attr-dict"}, 10, "type of result #0, named 'r', is not buildable"},
		{&OpDef{Name: "fb.op", Regions: []RegionDef{{Name: "a", Arity: Variadic}, {Name: "b", Arity: Variadic}}, Format: "$a $b attr-dict"}, 16, "several variadic regions must spell them with the 'regions' directive"},
		{withFoo(ops + " custom<Foo>(ref($flag)) attr-dict `:` type($result)"), 36, "'ref' must refer to something an earlier element of the format binds"},
		{withFoo(ops + " custom<Foo>(ref(type($lhs))) attr-dict `:` type($result)"), 36, "'ref' must refer to something an earlier element"},
		{withFoo(ops + " custom<Foo>($lhs) attr-dict `:` type($result)"), 32, "'$lhs' is already bound"},
		{withFoo(ops + " custom<Foo>(`x`) attr-dict `:` type($result)"), 32, "expected a variable, a type directive or ref(...) as a custom directive parameter"},
		{withFoo(ops + " custom<Foo>($flag $req) attr-dict `:` type($result)"), 38, "expected ',' in custom directive parameter list"},
		{withFoo(ops + " custom<Foo>(type(operands)) attr-dict `:` type($result)"), 32, "a custom directive takes the types of one operand or result group"},
		{withFoo(ops + " custom(ref($lhs)) attr-dict `:` type($result)"), 26, "expected '<' before custom directive name"},
		{withFoo(ops + " (`x` custom<Foo>($flag)^)? attr-dict `:` type($result)"), 25, "only literals, types, and variables can be used within an optional group"},
		{binary(ops+" ref($lhs) attr-dict `:` type($result)", same), 20, "'ref' is only valid within a `custom` directive"},
		{&OpDef{Name: "fb.op", Custom: []CustomDirective{{Name: "Foo"}}, Format: "custom<Foo>() attr-dict"}, 8, "custom directive 'Foo' needs both a Parse and a Print function"},
		{&OpDef{Name: "fb.op", Attributes: []AttrDef{{Name: "k", Asm: AttrAsm{Unqualified: "fastmath"}}}, Format: "$k attr-dict"}, 1, `must name its dialect attribute as dialect.mnemonic, not "fastmath"`},
		{&OpDef{Name: "fb.op", Attributes: []AttrDef{{Name: "k", Asm: AttrAsm{Unqualified: "a.b", Enum: []EnumCase{{"x", 0}}}}}, Format: "$k attr-dict"}, 1, "cannot be both an enum and an unqualified dialect attribute"},
	}
	for _, tc := range cases {
		err := formatRegisterOne(tc.def)
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("format %q: got %v, want a *FormatError", tc.def.Format, err)
			continue
		}
		if !strings.Contains(fe.Msg, tc.want) || fe.Col != tc.col || fe.Op != "fb.op" {
			t.Errorf("format %q:\n got %v (column %d)\nwant column %d: ...%s...", tc.def.Format, err, fe.Col, tc.col, tc.want)
		}
	}
	if len(cases) < 15 {
		t.Fatalf("only %d bad formats", len(cases))
	}
}

func TestFormatErrorLocation(t *testing.T) {
	def := &OpDef{Name: "fb.op", Operands: []OperandDef{{Name: "x", Type: I1Type}},
		Format: "$x\n  attr-dict $y"}
	err := formatRegisterOne(def)
	want := "'fb.op' assembly format, line 2, column 13: '$y' does not name an operand, attribute, region, result or successor of the op"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
	// A bad format leaves the context as it was: the dialect can be fixed
	// and registered again.
	ctx := NewContext()
	d := &Dialect{Name: "fb", Ops: []*OpDef{def}}
	if ctx.RegisterDialect(d) == nil {
		t.Fatal("bad format accepted")
	}
	if ctx.Dialect("fb") != nil || ctx.OpDef("fb.op") != nil {
		t.Fatal("a failed registration left the dialect registered")
	}
	def.Format = "$x attr-dict"
	if err := ctx.RegisterDialect(d); err != nil {
		t.Fatalf("registering the fixed dialect: %v", err)
	}
}

// TestFormatParseErrors checks that bad input gives an error located where
// the text goes wrong.
func TestFormatParseErrors(t *testing.T) {
	ctx := formatTestContext(t)
	const prefix = "ft.module {\n%0:2 = ft.val : i32, i1\n%i = ft.val : index\n"
	cases := []struct {
		text string // the fourth line, and any after it
		line int    // 4 when 0
		col  int
		want string
	}{
		{"%1 = ft.addi %0#0 %0#0 : i32", 0, 18, "expected ','"},
		{"%1 = ft.addi %0#0, %0#0", 0, 24, "expected ':'"},
		{"%1 = ft.cmpi foo, %0#0, %0#0 : i32", 0, 14, "expected 'predicate' to be one of: eq, ne, slt"},
		{"%1 = ft.cmpi slt, %0#0, %0#1 : i32", 0, 25, "use of value '%0' expects different type than prior uses"},
		{"%1 = ft.cmpi slt, %0#0, %0#0 {predicate = 1} : i32", 0, 30, "attribute 'predicate' is given by the assembly format"},
		{`ft.typed "x"`, 0, 10, "attribute 'count' failed to satisfy constraint: 32-bit integer attribute"},
		{"%1 = ft.call @f(%0#0) : (i32, i32) -> i32", 0, 25, "1 operands present, but expected 2"},
		{"%1 = ft.alloc(%i)[%i] {operand_segment_sizes = array<i32: 1, 1>} : memref<?xi32>", 0, 23, "attribute 'operand_segment_sizes' is given by the assembly format"},
		{"ft.br ^bb1(%0#0 : i32, i32)", 0, 22, "expected ')'"},
		{"%1 = ft.constant : i32", 0, 17, "expected attribute value"},
		{"%1 = ft.cast %0#0 : i32, i64 to i64", 0, 24, "expected 'to'"},
		{"%1 = ft.sum :", 0, 6, "cannot infer the type of result 'result' from operand group 'xs', which has none"},
		{"ft.either %0#0 i32", 0, 15, "expected ':'"},
		{"%1 = ft.multi -> i32 opt [f32]", 0, 25, "expected non-function type"},
		{"ft.br ^bb1()", 0, 12, "expected SSA operand"},
		{"ft.named @m {\n}\nft.named 3 {\n}", 6, 9, "expected '{' to begin a region"},
		{"ft.typed 1 step", 0, 16, "expected attribute value"},
		{"ft.flagged %0#0, blah<a> : i32", 0, 18, "expected 'flags'"},
		{"ft.flagged %0#0, flags<a b> : i32", 0, 25, "expected '>'"},
		{"ft.flagged %0#0 flags<a> flags<b> : i32", 0, 25, "expected ','"},
		{"ft.flagged %0#0, flags<a> {h = #ft.flags<b>} : i32 q #ft.flags<c>", 0, 27, "attribute 'h' is given by the assembly format"},
		{"%1 = ft.custom %0#0 : i32 [%0#0 -> i64", 0, 32, "expected ']'"},
		{"%1 = ft.custom %0#0 : i32 [%0#1] -> i64", 0, 28, "use of value '%0' expects different type than prior uses"},
		{"ft.switch %0#0 : i32, [default: ^bb1, x: ^bb1]", 0, 38, "expected attribute value"},
		{"ft.switch %0#0 : i32, [default: ^bb1, 1.5: ^bb1]", 0, 42, "floating point value not valid for specified type"},
		{"ft.switch %0#0 : i32, [^bb1]", 0, 24, "expected 'default'"},
		{"ft.lswitch %0#0 : i32, ^bb1 [1: ^bb1 2: ^bb1]", 0, 37, "expected ','"},
		{"ft.lswitch %0#0 : i32, ^bb1 [1: ^bb1(%0#0 : i32, i1)]", 0, 52, "expected 1 types to match operand list"},
	}
	for _, tc := range cases {
		src := prefix + tc.text + "\n}\n"
		line := tc.line
		if line == 0 {
			line = 4
		}
		err := formatParseRecovering(ctx, "bad.mlir", src)
		var d *Diagnostic
		if !errors.As(err, &d) {
			t.Errorf("%s: got %v, want a diagnostic", tc.text, err)
			continue
		}
		loc, ok := FileLineCol(d.Loc)
		if !ok || loc.File() != "bad.mlir" || loc.Line() != line || loc.Col() != tc.col || !strings.Contains(d.Message, tc.want) {
			t.Errorf("%s:\n got %v\nwant bad.mlir:%d:%d: ...%s...", tc.text, err, line, tc.col, tc.want)
		}
	}
	if len(cases) < 10 {
		t.Fatalf("only %d bad inputs", len(cases))
	}
}

// formatParseRecovering parses src and returns the error, turning a panic
// of the parser into one so that one bad case does not stop the others.
func formatParseRecovering(ctx *Context, name, src string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("parser panicked: %v", r)
		}
	}()
	_, err = ParseSource(ctx, name, []byte(src))
	return err
}

// TestFormatPrintsMalformedOps checks that printing an op whose operands do
// not fit its groups says so instead of panicking or printing text that
// would parse as something else.
func TestFormatPrintsMalformedOps(t *testing.T) {
	ctx := formatTestContext(t)
	v := ctx.Create(OperationState{Name: "ft.val", ResultTypes: []Type{Index}})
	bad := ctx.Create(OperationState{Name: "ft.alloc", Operands: []*Value{v.Result(0)}, ResultTypes: []Type{Index}})
	p := NewAsmPrinter(PrintOptions{})
	bad.Def().format.print(p, bad)
	if !strings.Contains(p.String(), "<<malformed ft.alloc") {
		t.Errorf("got %q", p.String())
	}
}

// TestFormatSpacing checks MLIR's spacing rules on literal sequences.
func TestFormatSpacing(t *testing.T) {
	cases := []struct {
		lits []string
		want string
	}{
		{[]string{"(", ")"}, "()"},
		{[]string{"to", "("}, " to("},
		{[]string{",", "("}, ", ("},
		{[]string{"->", "("}, " -> ("},
		{[]string{":", ","}, " :,"},
		{[]string{"[", "]", "<", ">"}, "[] <>"},
		{[]string{"kw", "{", "}"}, " kw{}"},
	}
	for _, tc := range cases {
		p := NewAsmPrinter(PrintOptions{})
		pr := &fmtPrinter{p: p, space: true}
		for _, l := range tc.lits {
			pr.literal(l)
		}
		if got := p.String(); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.lits, got, tc.want)
		}
	}
}

// FuzzFormatCompile checks that no format string makes registration panic.
func FuzzFormatCompile(f *testing.F) {
	for _, def := range formatTestOps() {
		f.Add(def.Format)
	}
	f.Add("($a^ `:` type($a)):(`none`)? attr-dict")
	f.Add("custom<X>($a) attr-dict")
	f.Add("$c `:` type($c) custom<X>(ref(type($c)), $b, type($b), $e, ref($c)) attr-dict ($u^)? $dest")
	f.Add("custom<X>(ref($a)) qualified($f) $f attr-dict")
	f.Add("qualified(type($r)) (`x` $u^)? attr-dict-with-keyword $body")
	f.Fuzz(func(t *testing.T, format string) {
		def := &OpDef{Name: "fb.op", Format: format,
			Operands: []OperandDef{{Name: "a", Arity: Optional}, {Name: "b", Arity: Variadic}, {Name: "c", Type: I1Type}},
			Results:  []ResultDef{{Name: "r"}, {Name: "rs", Arity: Variadic}},
			Attributes: []AttrDef{{Name: "u", Constraint: UnitAttrC, Optional: true}, {Name: "e", Asm: AttrAsm{Enum: formatCmpPredicates}},
				{Name: "f", Optional: true, Asm: AttrAsm{Unqualified: "ft.flags"}}},
			Custom:     []CustomDirective{{Name: "X", Parse: formatNothing.Parse, Print: formatNothing.Print}},
			Regions:    []RegionDef{{Name: "body"}},
			Successors: []SuccessorDef{{Name: "dest", Arity: Variadic}},
			Traits:     []Trait{AllTypesMatch("a", "r", "rs")},
		}
		_ = formatRegisterOne(def)
	})
}

// FuzzFormatParse checks that no input makes the format's parser panic,
// and that what parses and verifies prints back to text that parses to the
// same printed form.
func FuzzFormatParse(f *testing.F) {
	for _, tc := range formatRoundTrips {
		f.Add(tc.src)
	}
	ctx := formatTestContext(f)
	f.Fuzz(func(t *testing.T, src string) {
		b, err := ParseSource(ctx, "fuzz.mlir", []byte(src))
		// Several top-level ops print apart, each numbering its values
		// from %0, so the text of one is all the property covers.
		if err != nil || b.NumOps() != 1 {
			return
		}
		for op := range b.Ops() {
			if Verify(op) != nil {
				return
			}
		}
		once := formatPrintAll(t, b, PrintOptions{})
		b2, err := ParseSource(ctx, "fuzz2.mlir", []byte(once))
		if err != nil {
			t.Fatalf("printed text does not parse: %v\n%s", err, once)
		}
		if twice := formatPrintAll(t, b2, PrintOptions{}); twice != once {
			t.Fatalf("printing is not stable:\n%s---\n%s", once, twice)
		}
	})
}
