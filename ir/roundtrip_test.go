package ir

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The round-trip tests parse every file of testdata/roundtrip (files
// mlir-opt-16 accepts), testdata/extensions (syntax strata accepts beyond
// MLIR 16) and testdata/custom (custom forms of the test dialects below),
// and check that printing is a fixed point: print(parse(x)) ==
// print(parse(print(parse(x)))), in custom and generic form, with and
// without locations, and across the two forms.

// The "pt" dialect exercises the AsmParser and AsmPrinter API the way
// hand-written custom parsers use it. Its ops mirror upstream ones.
func ptDialect() *Dialect {
	return &Dialect{Name: "pt", Ops: []*OpDef{
		{Name: "pt.func", Traits: []Trait{IsolatedFromAbove, Symbol},
			Regions: []RegionDef{{Name: "body"}},
			Parse:   parsePtFunc, Print: printPtFunc},
		{Name: "pt.return", Traits: []Trait{Terminator},
			Operands: []OperandDef{{Name: "operands", Arity: Variadic}},
			Parse:    parseOperandsColonTypes, Print: printOperandsColonTypes},
		{Name: "pt.add", Traits: []Trait{SameOperandsAndResultType},
			Operands: []OperandDef{{Name: "lhs"}, {Name: "rhs"}},
			Results:  []ResultDef{{Name: "result"}},
			Parse:    parsePtBinary, Print: printPtBinary,
			AsmResultNames: func(*Operation) []string { return []string{"sum"} }},
		{Name: "pt.constant",
			Results: []ResultDef{{Name: "result"}},
			Parse:   parsePtConstant, Print: printPtConstant,
			AsmResultNames: func(op *Operation) []string {
				if a, ok := op.Attr("value").(IntegerAttr); ok {
					return []string{fmt.Sprintf("c%d", a.Int64())}
				}
				return []string{"cst"}
			}},
		{Name: "pt.br", Traits: []Trait{Terminator},
			Operands:   []OperandDef{{Name: "operands", Arity: Variadic}},
			Successors: []SuccessorDef{{Name: "dest"}},
			Parse: func(p *AsmParser, st *OperationState) error {
				b, vs, err := p.ParseSuccessorAndUseList()
				if err != nil {
					return err
				}
				st.Successors = append(st.Successors, b)
				st.Operands = vs
				return p.ParseOptionalAttrDict(&st.Attributes)
			},
			Print: func(p *AsmPrinter, op *Operation) {
				p.WriteString(" ")
				p.PrintSuccessorAndUseList(op.Successor(0), op.Operands())
				p.PrintOptionalAttrDict(op.Attrs())
			}},
		{Name: "pt.cond_br", Traits: []Trait{Terminator},
			Operands:   []OperandDef{{Name: "condition"}},
			Successors: []SuccessorDef{{Name: "trueDest"}, {Name: "falseDest"}},
			Parse: func(p *AsmParser, st *OperationState) error {
				c, err := p.ParseOperand()
				if err != nil {
					return err
				}
				v, err := p.ResolveOperand(c, I1)
				if err != nil {
					return err
				}
				st.Operands = []*Value{v}
				for i := 0; i < 2; i++ {
					if err := p.ParsePunct(","); err != nil {
						return err
					}
					b, err := p.ParseSuccessor()
					if err != nil {
						return err
					}
					st.Successors = append(st.Successors, b)
				}
				return nil
			},
			Print: func(p *AsmPrinter, op *Operation) {
				p.WriteString(" ")
				p.PrintOperand(op.Operand(0))
				p.WriteString(", ")
				p.PrintSuccessor(op.Successor(0))
				p.WriteString(", ")
				p.PrintSuccessor(op.Successor(1))
			}},
		// A loop whose body, a region with one argument, may omit its
		// terminator.
		{Name: "pt.loop",
			Regions:    []RegionDef{{Name: "body"}},
			Attributes: []AttrDef{{Name: "count"}},
			Parse: func(p *AsmParser, st *OperationState) error {
				arg, err := p.ParseArgument(false, false)
				if err != nil {
					return err
				}
				if err := p.ParseKeyword("to"); err != nil {
					return err
				}
				n, err := p.ParseInteger()
				if err != nil {
					return err
				}
				st.Attributes = append(st.Attributes, NamedAttribute{Name: "count", Value: IntAttr(Index, n)})
				arg.Type = Index
				var body Region
				if err := p.ParseRegion(&body, []Argument{arg}); err != nil {
					return err
				}
				if body.Empty() || body.First().Last() == nil || !body.First().Last().Is("pt.yield") {
					if body.Empty() {
						body.AddBlock([]Type{Index}, nil)
					}
					body.First().Append(p.Context().Create(OperationState{Name: "pt.yield", Loc: p.Loc()}))
				}
				return p.ParseOptionalAttrDictWithKeyword(&st.Attributes)
			},
			Print: func(p *AsmPrinter, op *Operation) {
				p.WriteString(" ")
				p.PrintOperand(op.Region(0).First().Argument(0))
				p.WriteString(" to ")
				p.WriteString(fmt.Sprint(op.Attr("count").(IntegerAttr).Int64()))
				p.WriteString(" ")
				p.PrintRegion(op.Region(0), false, false)
				p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "count")
			}},
		{Name: "pt.yield", Traits: []Trait{Terminator},
			Operands: []OperandDef{{Name: "operands", Arity: Variadic}},
			Parse:    parseOperandsColonTypes, Print: printOperandsColonTypes},
		// Types and attributes through the parser's helpers.
		{Name: "pt.typed",
			Results: []ResultDef{{Name: "results", Arity: Variadic}},
			Parse: func(p *AsmParser, st *OperationState) error {
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return err
				}
				st.Attributes = append(st.Attributes, NamedAttribute{Name: "attr", Value: a})
				if p.ParseOptionalKeyword("as") {
					ts, err := p.ParseTypeList()
					if err != nil {
						return err
					}
					st.ResultTypes = ts
				}
				return nil
			},
			Print: func(p *AsmPrinter, op *Operation) {
				p.WriteString(" ")
				p.PrintAttribute(op.Attr("attr"))
				if op.NumResults() > 0 {
					p.WriteString(" as ")
					for i, t := range op.ResultTypes() {
						if i > 0 {
							p.WriteString(", ")
						}
						p.PrintType(t)
					}
				}
			}},
	}}
}

// parsePtFunc parses `@name(%a: i32 {attrs}, ...) -> (types) attributes {...} {body}`.
func parsePtFunc(p *AsmParser, st *OperationState) error {
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	// Named arguments for a definition, bare types for a declaration.
	var args []Argument
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	for !p.ParseOptionalPunct(")") {
		if len(args) > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		var a Argument
		if t, ok, err := p.ParseOptionalType(); err != nil {
			return err
		} else if ok {
			a.Type = t
			if err := p.ParseOptionalAttrDict(&a.Attrs); err != nil {
				return err
			}
		} else if a, err = p.ParseArgument(true, true); err != nil {
			return err
		}
		args = append(args, a)
	}
	results, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDictWithKeyword(&st.Attributes); err != nil {
		return err
	}
	inputs := make([]Type, len(args))
	var argAttrs []Attribute
	for i, a := range args {
		inputs[i] = a.Type
		argAttrs = append(argAttrs, p.Context().DictionaryAttr(a.Attrs))
	}
	st.Attributes = append(st.Attributes,
		NamedAttribute{Name: SymbolNameAttr, Value: Str(name)},
		NamedAttribute{Name: "function_type", Value: TypeAttr{Type: p.Context().FunctionType(inputs, results)}},
		NamedAttribute{Name: "arg_attrs", Value: p.Context().ArrayAttr(argAttrs)})
	var body Region
	_, err = p.ParseOptionalRegion(&body, args)
	return err
}

func printPtFunc(p *AsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintSymbolName(op.Attr(SymbolNameAttr).(StringAttr).Value)
	ft := op.Attr("function_type").(TypeAttr).Type.(*FunctionType)
	argAttrs := op.Attr("arg_attrs").(*ArrayAttr).Elems()
	p.WriteString("(")
	body := op.Region(0)
	for i, t := range ft.Inputs() {
		if i > 0 {
			p.WriteString(", ")
		}
		attrs := argAttrs[i].(*DictionaryAttr).Entries()
		if body.Empty() {
			p.PrintType(t)
			p.PrintOptionalAttrDict(attrs)
		} else {
			p.PrintRegionArgument(body.First().Argument(i), attrs)
		}
	}
	p.WriteString(")")
	p.PrintOptionalArrowTypeList(ft.Results())
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), SymbolNameAttr, "function_type", "arg_attrs")
	if !body.Empty() {
		p.WriteString(" ")
		p.PrintRegion(body, false, true)
	}
}

// parseOperandsColonTypes parses `%a, %b : i32, f32` or nothing.
func parseOperandsColonTypes(p *AsmParser, st *OperationState) error {
	us, err := p.ParseOperandList(NoDelimiter)
	if err != nil || len(us) == 0 {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	st.Operands, err = p.ResolveOperands(us, ts)
	return err
}

func printOperandsColonTypes(p *AsmPrinter, op *Operation) {
	if op.NumOperands() == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" : ")
	for i, t := range op.OperandTypes() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func parsePtBinary(p *AsmParser, st *OperationState) error {
	lhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Operands, err = p.ResolveOperands([]UnresolvedOperand{lhs, rhs}, []Type{t, t})
	st.ResultTypes = []Type{t}
	return err
}

func printPtBinary(p *AsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

func parsePtConstant(p *AsmParser, st *OperationState) error {
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	ta, ok := a.(TypedAttr)
	if !ok {
		return p.Errorf("expected a typed attribute")
	}
	st.Attributes = append(st.Attributes, NamedAttribute{Name: "value", Value: a})
	st.ResultTypes = []Type{ta.AttrType()}
	return nil
}

func printPtConstant(p *AsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintAttribute(op.Attr("value"))
}

// miniFuncDialects are stand-ins for builtin.module and func.func, whose
// names the printer shortens as MLIR does: `module`, and ops of the func
// dialect without their prefix inside a func.func (their DefaultDialect).
func miniFuncDialects() []*Dialect {
	module := &OpDef{Name: "builtin.module", Traits: []Trait{IsolatedFromAbove, NoTerminator, SymbolTable, SingleBlock, GraphRegions},
		Regions: []RegionDef{{Name: "body"}}, DefaultDialect: "builtin",
		Parse: func(p *AsmParser, st *OperationState) error {
			if name, ok, err := p.ParseOptionalSymbolName(); err != nil {
				return err
			} else if ok {
				st.Attributes = append(st.Attributes, NamedAttribute{Name: SymbolNameAttr, Value: Str(name)})
			}
			if err := p.ParseOptionalAttrDictWithKeyword(&st.Attributes); err != nil {
				return err
			}
			var body Region
			if err := p.ParseRegion(&body, nil); err != nil {
				return err
			}
			if body.Empty() {
				body.AddBlock(nil, nil)
			}
			return nil
		},
		Print: func(p *AsmPrinter, op *Operation) {
			if s, ok := op.Attr(SymbolNameAttr).(StringAttr); ok {
				p.WriteString(" ")
				p.PrintSymbolName(s.Value)
			}
			p.PrintOptionalAttrDictWithKeyword(op.Attrs(), SymbolNameAttr)
			p.WriteString(" ")
			p.PrintRegion(op.Region(0), false, false)
		}}
	fn := &OpDef{Name: "func.func", Traits: []Trait{IsolatedFromAbove, Symbol}, Regions: []RegionDef{{Name: "body"}},
		DefaultDialect: "func", Parse: parsePtFunc, Print: printPtFunc}
	ret := &OpDef{Name: "func.return", Traits: []Trait{Terminator}, Operands: []OperandDef{{Name: "operands", Arity: Variadic}},
		Parse: parseOperandsColonTypes, Print: printOperandsColonTypes}
	call := &OpDef{Name: "func.call",
		Operands: []OperandDef{{Name: "operands", Arity: Variadic}},
		Results:  []ResultDef{{Name: "results", Arity: Variadic}},
		Parse: func(p *AsmParser, st *OperationState) error {
			callee, err := p.ParseSymbolName()
			if err != nil {
				return err
			}
			us, err := p.ParseOperandList(ParenDelimiter)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			ft, err := p.ParseFunctionType()
			if err != nil {
				return err
			}
			st.Attributes = append(st.Attributes, NamedAttribute{Name: "callee", Value: SymbolRef(callee)})
			st.ResultTypes = ft.Results()
			st.Operands, err = p.ResolveOperands(us, ft.Inputs())
			return err
		},
		Print: func(p *AsmPrinter, op *Operation) {
			p.WriteString(" ")
			p.PrintAttribute(op.Attr("callee"))
			p.WriteString("(")
			p.PrintOperands(op.Operands())
			p.WriteString(") : ")
			p.PrintFunctionalType(op)
		}}
	return []*Dialect{
		{Name: "builtin", Ops: []*OpDef{module}},
		{Name: "func", Ops: []*OpDef{fn, ret, call}},
	}
}

// testContext returns a context with the test dialects registered and
// unregistered dialects allowed.
func testContext(t testing.TB) *Context {
	t.Helper()
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	for _, d := range append([]*Dialect{ptDialect()}, miniFuncDialects()...) {
		if err := ctx.RegisterDialect(d); err != nil {
			t.Fatal(err)
		}
	}
	return ctx
}

func printBlockString(t testing.TB, b *Block, opts PrintOptions) string {
	t.Helper()
	var buf bytes.Buffer
	if err := PrintBlock(&buf, b, opts); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func mustParse(t testing.TB, ctx *Context, name, src string) *Block {
	t.Helper()
	b, err := ParseSource(ctx, name, []byte(src))
	if err != nil {
		sf := NewSourceFiles()
		sf.Add(name, src)
		var msg strings.Builder
		PrintDiagnostic(&msg, err.(*Diagnostic), sf)
		t.Fatalf("parsing %s:\n%s", name, msg.String())
	}
	return b
}

func testdataFiles(t testing.TB, dirs ...string) []string {
	t.Helper()
	var files []string
	for _, d := range dirs {
		fs, err := filepath.Glob(filepath.Join("testdata", d, "*.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	return files
}

func TestRoundTrip(t *testing.T) {
	for _, file := range testdataFiles(t, "roundtrip", "extensions", "custom") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			ctx := testContext(t)
			b := mustParse(t, ctx, file, string(src))
			for op := range b.Ops() {
				if err := Verify(op); err != nil && strings.Contains(file, "custom") {
					t.Errorf("verify: %v", err)
				}
			}
			for _, opts := range []PrintOptions{{}, {Generic: true}, {DebugInfo: true}, {Generic: true, DebugInfo: true}} {
				once := printBlockString(t, b, opts)
				twice := printBlockString(t, mustParse(t, ctx, "printed.mlir", once), opts)
				if once != twice {
					t.Errorf("%+v: print(parse(x)) is not a fixed point:\n--- once\n%s\n--- twice\n%s", opts, once, twice)
				}
			}
			// Custom and generic forms describe the same IR.
			custom := printBlockString(t, b, PrintOptions{DebugInfo: true})
			generic := printBlockString(t, b, PrintOptions{Generic: true, DebugInfo: true})
			viaGeneric := printBlockString(t, mustParse(t, ctx, "generic.mlir", generic), PrintOptions{DebugInfo: true})
			if custom != viaGeneric {
				t.Errorf("custom -> generic -> custom differs:\n--- custom\n%s\n--- via generic\n%s", custom, viaGeneric)
			}
		})
	}
}

var update = flag.Bool("update", false, "rewrite the golden files of TestCustomGolden")

// TestCustomGolden checks the custom form printed for testdata/custom files
// against the .out files next to them (go test -run CustomGolden -update
// rewrites them).
func TestCustomGolden(t *testing.T) {
	for _, file := range testdataFiles(t, "custom") {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		got := printBlockString(t, mustParse(t, testContext(t), file, string(src)), PrintOptions{})
		golden := strings.TrimSuffix(file, ".mlir") + ".out"
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s:\n--- got\n%s\n--- want\n%s", file, got, want)
		}
	}
}

// mlirOpt returns the path of mlir-opt-16, skipping the test without it.
func mlirOpt(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("mlir-opt-16")
	if err != nil {
		t.Skip("mlir-opt-16 not installed")
	}
	return path
}

func runMLIR(t *testing.T, input string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(mlirOpt(t), append([]string{"--allow-unregistered-dialect"}, args...)...)
	cmd.Stdin = strings.NewReader(input)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%v: %s", err, errOut.String())
	}
	return out.String(), nil
}

// wrapModule puts top-level generic ops in the module mlir-opt adds.
func wrapModule(text, loc string) string {
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n")
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if line != "" {
			b.WriteString("  ")
		}
		b.WriteString(line + "\n")
	}
	b.WriteString("}) : () -> ()" + loc + "\n")
	return b.String()
}

var aliasDef = regexp.MustCompile(`(?m)^(#[\w$.-]+) = (.*)\n`)

// expandAliases replaces the affine map and set aliases mlir-opt prints
// with their definitions; strata prints no aliases.
func expandAliases(s string) string {
	defs := map[string]string{}
	s = aliasDef.ReplaceAllStringFunc(s, func(m string) string {
		sub := aliasDef.FindStringSubmatch(m)
		defs[sub[1]] = sub[2]
		return ""
	})
	return regexp.MustCompile(`#[\w$.-]+`).ReplaceAllStringFunc(s, func(name string) string {
		if d, ok := defs[name]; ok {
			return d
		}
		return name
	})
}

// TestInteropMLIR checks, for the generic-form files of testdata/roundtrip:
// that mlir-opt-16 accepts what strata prints (generic, with and without
// locations); that strata reads what mlir-opt-16 prints and gets the same
// IR; and that the two print the same text (modulo mlir-opt's aliases and
// the module it wraps the file in).
func TestInteropMLIR(t *testing.T) {
	mlirOpt(t)
	for _, file := range testdataFiles(t, "roundtrip") {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			ctx := testContext(t)
			ours := printBlockString(t, mustParse(t, ctx, file, string(src)), PrintOptions{Generic: true})
			for _, debug := range []bool{false, true} {
				text := printBlockString(t, mustParse(t, ctx, file, string(src)), PrintOptions{Generic: true, DebugInfo: debug})
				if _, err := runMLIR(t, text); err != nil {
					t.Errorf("mlir-opt-16 rejects strata's output (debug info %v):\n%s\n%v", debug, text, err)
				}
			}
			theirs, err := runMLIR(t, string(src), "--mlir-print-op-generic")
			if err != nil {
				t.Fatalf("mlir-opt-16 rejects the test file: %v", err)
			}
			back := printBlockString(t, mustParse(t, ctx, "mlir.mlir", theirs), PrintOptions{Generic: true})
			if want := wrapModule(ours, ""); back != want {
				t.Errorf("strata reads mlir-opt's output differently:\n--- strata(mlir-opt)\n%s\n--- module(strata)\n%s", back, want)
			}
			if got, want := strings.TrimRight(expandAliases(theirs), "\n"), strings.TrimRight(wrapModule(ours, ""), "\n"); got != want {
				t.Errorf("mlir-opt-16 and strata print differently:\n--- mlir-opt\n%s\n--- strata\n%s", got, want)
			}
		})
	}
}

// benchSource returns a generic-form file of about n operations.
func benchSource(n int) []byte {
	var b strings.Builder
	b.WriteString("\"t.module\"() ({\n")
	for f := 0; f < n/1000+1; f++ {
		b.WriteString("  \"t.func\"() ({\n  ^bb0(%arg0: i32):\n")
		for i := 0; i < 1000; i++ {
			switch i % 3 {
			case 0:
				fmt.Fprintf(&b, "    %%%d = \"t.const\"() {value = %d : i32} : () -> i32\n", i, i)
			case 1:
				fmt.Fprintf(&b, "    %%%d = \"t.add\"(%%%d, %%arg0) : (i32, i32) -> i32\n", i, i-1)
			default:
				fmt.Fprintf(&b, "    %%%d:2 = \"t.pair\"(%%%d, %%%d) {tag} : (i32, i32) -> (i32, f32)\n", i, i-1, i-2)
			}
		}
		b.WriteString("    \"t.return\"() : () -> ()\n  }) {sym_name = \"f\"} : () -> ()\n")
	}
	b.WriteString("}) : () -> ()\n")
	return []byte(b.String())
}

func BenchmarkParseGeneric(b *testing.B) {
	src := benchSource(100_000)
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		ctx := NewContext()
		ctx.SetAllowUnregisteredDialects(true)
		if _, err := ParseSource(ctx, "bench.mlir", src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPrintGeneric(b *testing.B) {
	src := benchSource(100_000)
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	blk, err := ParseSource(ctx, "bench.mlir", src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if err := PrintBlock(io.Discard, blk, PrintOptions{Generic: true}); err != nil {
			b.Fatal(err)
		}
	}
}
