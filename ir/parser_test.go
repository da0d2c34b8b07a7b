package ir

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

// parseString parses src in a context that allows unregistered dialects.
func parseString(t testing.TB, name, src string) (*Block, error) {
	t.Helper()
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	return ParseSource(ctx, name, []byte(src))
}

// TestInvalid checks the first error for each malformed input of
// testdata/invalid.mlir against the one mlir-opt-16 reports, recorded in the
// file as `// error: line:col: error: message`.
func TestInvalid(t *testing.T) {
	data, err := os.ReadFile("testdata/invalid.mlir")
	if err != nil {
		t.Fatal(err)
	}
	cases := strings.Split(string(data), "\n// -----\n")
	n := 0
	for _, c := range cases {
		header, body, ok := strings.Cut(c, "\n")
		if !ok || !strings.HasPrefix(header, "// error: ") {
			// The file comment precedes the first case.
			_, c, _ = strings.Cut(c, "\n\n")
			header, body, ok = strings.Cut(c, "\n")
			if !ok || !strings.HasPrefix(header, "// error: ") {
				t.Fatalf("case without an expected error:\n%s", c)
			}
		}
		want := "case.mlir:" + strings.TrimPrefix(header, "// error: ")
		_, err := parseString(t, "case.mlir", body+"\n")
		var d *Diagnostic
		if !errors.As(err, &d) {
			t.Errorf("%s\n got %v\nwant %s", body, err, want)
			continue
		}
		if got := d.Error(); got != want {
			t.Errorf("%s\n got %s\nwant %s", body, got, want)
		}
		n++
	}
	if n < 60 {
		t.Errorf("only %d malformed inputs", n)
	}
}

// TestStrictContext checks the errors for unregistered dialects when they
// are not allowed, against mlir-opt-16 without --allow-unregistered-dialect.
func TestStrictContext(t *testing.T) {
	const tail = " created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
	tests := []struct{ src, want string }{
		{`"foo.bar"() : () -> ()`, "1:10: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"},
		{`%x:2 = "foo.bar"() : () -> ()`, "1:17: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"},
		{`%0 = "builtin.unrealized_conversion_cast"() : () -> !t.x<"a">`, "1:56: error: `!\"t\"<\"x<\"a\">\">` type" + tail},
		{`"builtin.unrealized_conversion_cast"() {a = #t.x<"a">} : () -> ()`, "1:48: error: #\"t\"<\"x<\"a\">\"> : 'none' attribute" + tail},
		{`"builtin.unrealized_conversion_cast"() {a = #t.x : i32} : () -> ()`, "1:48: error: #\"t\"<\"x\"> : 'i32' attribute" + tail},
		{`"builtin.unrealized_conversion_cast"() {a = #t<"q">} : () -> ()`, "1:45: error: #\"t\"<\"\"q\"\"> : 'none' attribute" + tail},
	}
	for _, tt := range tests {
		ctx := NewContext()
		if err := ctx.RegisterDialect(&Dialect{Name: "builtin", Ops: []*OpDef{{Name: "builtin.unrealized_conversion_cast"}}}); err != nil {
			t.Fatal(err)
		}
		_, err := ParseSource(ctx, "strict.mlir", []byte(tt.src+"\n"))
		if err == nil || err.Error() != "strict.mlir:"+tt.want {
			t.Errorf("%s\n got %v\nwant strict.mlir:%s", tt.src, err, tt.want)
		}
	}
}

// pairType is a dialect type `!dt.pair<i32, f32>` parsed by a dialect hook.
type pairType struct{ a, b Type }

func (t pairType) PrintType(p *AsmPrinter) {
	p.WriteString("!dt.pair<")
	p.PrintType(t.a)
	p.WriteString(", ")
	p.PrintType(t.b)
	p.WriteString(">")
}

// rangeAttr is `#dt.range<1, 5> : i32`.
type rangeAttr struct {
	lo, hi int64
	typ    Type
}

func (a rangeAttr) AttrType() Type { return a.typ }

func (a rangeAttr) PrintAttribute(p *AsmPrinter) {
	p.WriteString(fmt.Sprintf("#dt.range<%d, %d>", a.lo, a.hi))
	if a.typ != nil {
		p.WriteString(" : ")
		p.PrintType(a.typ)
	}
}

func dtDialect() *Dialect {
	return &Dialect{
		Name: "dt",
		ParseType: func(p *AsmParser, mnemonic string) (Type, error) {
			switch mnemonic {
			case "pair":
				if err := p.ParsePunct("<"); err != nil {
					return nil, err
				}
				a, err := p.ParseType()
				if err != nil {
					return nil, err
				}
				if err := p.ParsePunct(","); err != nil {
					return nil, err
				}
				b, err := p.ParseType()
				if err != nil {
					return nil, err
				}
				return pairType{a, b}, p.ParsePunct(">")
			case "unit":
				return pairType{None, None}, nil
			}
			return nil, p.Errorf("unknown dt type '%s'", mnemonic)
		},
		ParseAttribute: func(p *AsmParser, mnemonic string, typ Type) (Attribute, error) {
			if mnemonic != "range" {
				return nil, p.Errorf("unknown dt attribute '%s'", mnemonic)
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			lo, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
			hi, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			return rangeAttr{lo, hi, typ}, p.ParsePunct(">")
		},
	}
}

// TestDialectHooks checks dialect type and attribute parsers: they read
// the body from where the mnemonic ends, and get the attribute's `: type`.
func TestDialectHooks(t *testing.T) {
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	if err := ctx.RegisterDialect(dtDialect()); err != nil {
		t.Fatal(err)
	}
	good := []struct{ src, want string }{
		{"!dt.pair<i32, !dt.pair<f32, index>>", "!dt.pair<i32, !dt.pair<f32, index>>"},
		{"!dt.unit", "!dt.pair<none, none>"},
		{"!dt<pair<i8, i16>>", "!dt.pair<i8, i16>"},
		{"tensor<4x!dt.pair<i1, i1>>", "tensor<4x!dt.pair<i1, i1>>"},
	}
	for _, tt := range good {
		typ, err := ParseTypeString(ctx, tt.src)
		if err != nil {
			t.Errorf("%s: %v", tt.src, err)
			continue
		}
		if got := TypeString(typ); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.src, got, tt.want)
		}
	}
	attrs := []struct{ src, want string }{
		{"#dt.range<1, 5>", "#dt.range<1, 5>"},
		{"#dt.range<-1, 5> : i32", "#dt.range<-1, 5> : i32"},
		{"[#dt.range<0, 0> : !dt.unit, 1]", "[#dt.range<0, 0> : !dt.pair<none, none>, 1]"},
	}
	for _, tt := range attrs {
		a, err := ParseAttributeString(ctx, tt.src)
		if err != nil {
			t.Errorf("%s: %v", tt.src, err)
			continue
		}
		if got := AttrString(a); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.src, got, tt.want)
		}
	}
	bad := []struct{ src, want string }{
		{"!dt.pair<i32 f32>", "<type>:1:13: error: expected ','"},
		{"!dt.nope", "<type>:1:8: error: unknown dt type 'nope'"},
		{"!dt.pair<i32, f32, i64>", "<type>:1:18: error: expected '>'"},
		{"!dt.unit<>", "<type>:1:9: error: unexpected trailing characters in dialect symbol '!dt.unit<>'"},
		{"!dt<\"x\">", "<type>:1:5: error: expected dialect symbol mnemonic"},
	}
	for _, tt := range bad {
		_, err := ParseTypeString(ctx, tt.src)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.src, err, tt.want)
		}
	}
	if _, err := ParseAttributeString(ctx, "#dt.other<1>"); err == nil || !strings.Contains(err.Error(), "unknown dt attribute 'other'") {
		t.Errorf("got %v", err)
	}
	// A dialect without hooks.
	if err := ctx.RegisterDialect(&Dialect{Name: "nohooks"}); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseTypeString(ctx, "!nohooks.t"); err == nil || err.Error() != "<type>:1:10: error: dialect 'nohooks' provides no type parsing hook" {
		t.Errorf("got %v", err)
	}
}

// TestParseStrings checks single types and attributes and their canonical
// text.
func TestParseStrings(t *testing.T) {
	ctx := NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	types := []struct{ src, want string }{
		{"i32", "i32"}, {"si8", "si8"}, {"ui1", "ui1"}, {"index", "index"}, {"none", "none"},
		{"f16", "f16"}, {"bf16", "bf16"}, {"f80", "f80"}, {"tf32", "tf32"},
		{"( ) -> ( )", "() -> ()"}, {"(i1)->i1", "(i1) -> i1"}, {"(i1) -> (i1)", "(i1) -> i1"},
		{"() -> ((i1) -> i1)", "() -> ((i1) -> i1)"},
		{"tensor<?x2xf32>", "tensor<?x2xf32>"}, {"tensor<*xf32>", "tensor<*xf32>"},
		{"tensor<0xf32>", "tensor<0xf32>"}, {"tensor<0x0xf32>", "tensor<0x0xf32>"},
		{"memref<4xf32, affine_map<(i) -> (i)>>", "memref<4xf32>"},
		{"memref<4xf32, 0>", "memref<4xf32>"}, {"memref<4xf32, 0 : i32>", "memref<4xf32>"},
		{"memref<4x4xf32, strided<[4,1],offset:0>, 1>", "memref<4x4xf32, strided<[4, 1]>, 1>"},
		{"memref<4xf32, affine_map<(d0)\n -> (d0 +  1)>>", "memref<4xf32, affine_map<(d0) -> (d0 + 1)>>"},
		{"vector<[4x8]xf32>", "vector<[4x8]xf32>"}, {"vector<2x[4]xi1>", "vector<2x[4]xi1>"},
		{"complex<f64>", "complex<f64>"}, {"tuple<>", "tuple<>"}, {"tuple<i1,tuple<i2>>", "tuple<i1, tuple<i2>>"},
		{"!foo.bar<1 x  2>", "!foo.bar<1 x  2>"}, {"!foo<bar>", "!foo.bar"}, {"!foo<\"a b\">", "!foo<\"a b\">"},
	}
	for _, tt := range types {
		typ, err := ParseTypeString(ctx, tt.src)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if got := TypeString(typ); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.src, got, tt.want)
		}
	}
	attrs := []struct{ src, want string }{
		{"42", "42 : i64"}, {"-42 : i8", "-42 : i8"}, {"0x2A : i16", "42 : i16"}, {"true", "true"},
		{"1.5", "1.500000e+00 : f64"}, {"-1.5 : f32", "-1.500000e+00 : f32"}, {"0x3C00 : f16", "1.000000e+00 : f16"},
		{`"s"`, `"s"`}, {`"s" : i1`, `"s" : i1`}, {`"s" : none`, `"s"`}, {"unit", "unit"},
		{"@a::@b", "@a::@b"}, {`@"a b"`, `@"a b"`}, {"[]", "[]"}, {"{}", "{}"},
		{"{b, a = 1}", "{a = 1 : i64, b}"}, {"i32", "i32"}, {"(i1) -> ()", "(i1) -> ()"},
		{"array<i8: 1, -1>", "array<i8: 1, -1>"}, {"array<f64>", "array<f64>"},
		{"dense<[[1, 2]]> : tensor<1x2xi32>", "dense<[[1, 2]]> : tensor<1x2xi32>"},
		{"dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"},
		{"dense<(1, 2)> : tensor<complex<i8>>", "dense<(1,2)> : tensor<complex<i8>>"},
		{"dense<\"0xFF\"> : tensor<3xi1>", "dense<true> : tensor<3xi1>"},
		{"loc(fused[unknown])", "loc(unknown)"}, {"loc(fused[\"a\", \"a\"])", `loc("a")`},
		{"loc(fused<1>[])", "loc(fused<1 : i64>[unknown])"},
		{"loc(fused[fused[\"a\"], fused<1>[\"b\"]])", `loc(fused["a", fused<1 : i64>["b"]])`},
		{"#t.x<\"a\">", "#t.x<\"a\">"}, {"#t<x>", "#t.x"}, {"#t<\"x\">", "#t<\"x\">"},
		{"affine_set<()[s0] : (s0 == 0)>", "affine_set<()[s0] : (s0 == 0)>"},
	}
	for _, tt := range attrs {
		a, err := ParseAttributeString(ctx, tt.src)
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		if got := AttrString(a); got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.src, got, tt.want)
		}
	}
	if _, err := ParseTypeString(ctx, "i32 i32"); err == nil || err.Error() != "<type>:1:5: error: unexpected trailing characters" {
		t.Errorf("trailing text: %v", err)
	}
}

// TestCustomParseErrors checks errors raised inside custom parsers: they
// are located in the source like the generic parser's.
func TestCustomParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"%0 = pt.add %a %b : i32", "1:15: error: expected ','"},
		{"%0 = pt.add : i32", "1:12: error: expected SSA operand"},
		{"%a = pt.constant 1 : i32\n%0 = pt.add %a, %a : i64", "2:13: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"},
		{"%0 = pt.constant \"s\"", "1:21: error: expected a typed attribute"},
		{"pt.func @f(%a: i32) {\n  pt.return %b : i32\n}", "2:13: error: use of undeclared SSA value name"},
		{"%x = pt.constant 1 : i32\npt.func @f() {\n  pt.return %x : i32\n}", "3:13: error: use of undeclared SSA value name"},
		{"pt.func @f(%a: i32) {\n^bb0(%b: i32):\n  pt.return\n}", "2:1: error: invalid block name in region with named arguments"},
		{"pt.func @f(%a: i32, %a: i32) {\n  pt.return\n}", "1:21: error: region entry argument '%a' is already in use"},
		{"pt.loop %i to x {\n}", "1:15: error: expected integer value"},
		{"pt.loop %i too 3 {\n}", "1:12: error: expected 'to'"},
		{"pt.br ^bb1(%a : i32)", "1:12: error: use of undeclared SSA value name"},
		{"pt.cond_br %c ^a, ^b", "1:14: error: expected ','"},
		{"pt.unknown", "1:1: error: custom op 'pt.unknown' is unknown"},
		{"nodialect.op", "1:1: error: Dialect `nodialect' not found for custom op 'nodialect.op' "},
		{"unknown", "1:1: error: custom op 'unknown' is unknown (tried 'builtin.unknown' as well)"},
		{"func.func @f() {\n  scf.yield\n}", "2:3: error: Dialect `scf' not found for custom op 'scf.yield' "},
		{"func.func @f() {\n  pt.loop %i to 1 {\n    return\n  }\n}", "3:5: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)"},
		{"%0 = pt.typed 1 as i1 loc(", "1:27: error: expected location instance"},
	}
	for _, tt := range tests {
		_, err := ParseSource(testContext(t), "c.mlir", []byte(tt.src+"\n"))
		if err == nil || err.Error() != "c.mlir:"+tt.want {
			t.Errorf("%s\n got %v\nwant c.mlir:%s", tt.src, err, tt.want)
		}
	}
}

// TestLexer checks how tricky inputs split into tokens.
func TestLexer(t *testing.T) {
	tests := []struct {
		src  string
		want string // kind:spelling, space-separated
	}{
		{"0x1F 0x 0xi32 12 1.5 1. 1.e5 1.5e 1.5e+3 2x3xf32", "int:0x1F int:0 id:x int:0 id:xi32 int:12 float:1.5 float:1. float:1.e5 float:1.5 id:e float:1.5e+3 int:2 id:x3xf32"},
		{"%0#1 %a.b$c-d ^bb0 !t.x #a.b @x @\"x y\"", "%:%0 #:#1 %:%a.b$c-d ^:^bb0 !:!t.x #:#a.b @:@x @:@\"x y\""},
		{"{-# #-} -> - ... :: ( ) [ ] < > = ? * + |", "{-#:{-# #-}:#-} ->:-> -:- ...:... ::: ::: (:( ):) [:[ ]:] <:< >:> =:= ?:? *:* +:+ |:|"},
		{"a // comment\n b\"s\\n\\\"\\\\\\41\"", "id:a id:b str:\"s\\n\\\"\\\\\\41\""},
		{"x\x00y", "id:x id:y"},
	}
	names := map[tokenKind]string{tokBareIdent: "id", tokInteger: "int", tokFloat: "float", tokString: "str",
		tokPercentIdent: "%", tokHashIdent: "#", tokCaretIdent: "^", tokBangIdent: "!", tokAtIdent: "@"}
	for _, tt := range tests {
		l := lexer{src: tt.src}
		var got []string
		for {
			tok := l.next()
			if tok.kind == tokEOF {
				break
			}
			if tok.kind == tokError {
				got = append(got, "error:"+l.err)
				break
			}
			name, ok := names[tok.kind]
			if !ok {
				name = tokenText[tok.kind]
			}
			got = append(got, name+":"+tt.src[tok.start:tok.end])
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, g, tt.want)
		}
	}
	if got := unescapeString(`"a\n\t\"\\\41\e9"`); got != "a\n\t\"\\A\xe9" {
		t.Errorf("unescape: %q", got)
	}
}
