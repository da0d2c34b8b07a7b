package checker

import (
	"math"
	"testing"
)

func mustEval(t *testing.T, expr string, vars map[string]int64) (string, error) {
	t.Helper()
	ctx := newVarContext()
	for n, v := range vars {
		ctx.numVars[n] = &numVar{name: n, format: exprFormat{kind: fmtUnsigned}, hasValue: true, value: valueFromInt(v)}
	}
	src := NewSource("test", []byte(expr))
	np := &numParser{ctx: ctx}
	e, _, err := np.parseNumericSubstitutionBlock(sref{src: src, s: expr}, false)
	if err != nil {
		return "", err
	}
	v, err := e.ast.eval()
	if err != nil {
		return "", err
	}
	return e.format.matchingString(v)
}

func TestNumericEval(t *testing.T) {
	tests := []struct {
		expr string
		want string
	}{
		{"1+2", "3"},
		{"V+1", "42"},
		{"%x,V+1", "2a"},
		{"%X,255", "FF"},
		{"%.4x,255", "00ff"},
		{"%#x,255", "0xff"},
		{"%#.4X,255", "0x00FF"},
		{"%d,0-5", "-5"},
		{"%.3d,0-5", "-005"},
		{"0x10", "16"},
		{"010", "8"},
		{"0b101", "5"},
		{"(1+(2-1))", "2"},
		{"add(1,2)", "3"},
		{"sub(10, 4)", "6"},
		{"mul(6,7)", "42"},
		{"div(7,2)", "3"},
		{"%d,div(-7,2)", "-3"},
		{"max(3,9)", "9"},
		{"%d,min(-1,-2)", "-2"},
		{"%d,max(-1,-2)", "-1"},
		{"18446744073709551615", "18446744073709551615"},
		{"%d,-9223372036854775808", "-9223372036854775808"},
		{"== 5", "5"},
	}
	for _, tt := range tests {
		got, err := mustEval(t, tt.expr, map[string]int64{"V": 41})
		if err != nil || got != tt.want {
			t.Errorf("eval(%q) = %q, %v; want %q", tt.expr, got, err, tt.want)
		}
	}
}

func TestNumericErrors(t *testing.T) {
	tests := []struct {
		expr string
		want string
	}{
		{"0-1", "overflow error"},                    // negative in unsigned format
		{"18446744073709551615+1", "overflow error"}, // beyond uint64
		{"div(1,0)", "overflow error"},
		{"%d,18446744073709551615", "overflow error"}, // does not fit %d
		{"1*2", "unsupported operation '*'"},
		{"1+", "missing operand in expression"},
		{"(1", "missing ')' at end of nested expression"},
		{"foo(1,2)", "call to undefined function 'foo'"},
		{"add(1)", "function 'add' takes 2 arguments but 1 given"},
		{"add(1,)", "missing argument"},
		{"add(1,2", "missing ')' at end of call expression"},
		{"%y,1", "invalid format specifier in expression"},
		{"x,1", "invalid matching format specification in expression"},
		{"%.x,1", "invalid precision in format specifier"},
		{"%#d,1", "alternate form only supported for hex values"},
		{"=", "invalid matching constraint or operand format"},
		{"U+1", "undefined variable: U"},
		{"@FOO", "invalid pseudo numeric variable '@FOO'"},
	}
	for _, tt := range tests {
		_, err := mustEval(t, tt.expr, map[string]int64{"V": 1})
		if err == nil || err.Error() != tt.want {
			t.Errorf("eval(%q) error = %v, want %q", tt.expr, err, tt.want)
		}
	}
}

func TestValueArithmetic(t *testing.T) {
	big := exprValue{mag: math.MaxUint64}
	if _, err := opAdd(big, exprValue{mag: 1}); err != errOverflow {
		t.Errorf("MaxUint64+1: err = %v", err)
	}
	v, err := opSub(exprValue{mag: 1}, exprValue{mag: 3})
	if err != nil || !v.neg || v.mag != 2 {
		t.Errorf("1-3 = %+v, %v", v, err)
	}
	if _, err := opSub(valueFromInt(math.MinInt64), exprValue{mag: 1}); err != errOverflow {
		t.Errorf("MinInt64-1: err = %v", err)
	}
	v, err = opMul(valueFromInt(-3), exprValue{mag: 4})
	if err != nil || !v.neg || v.mag != 12 {
		t.Errorf("-3*4 = %+v, %v", v, err)
	}
}

func TestFormatRoundTrip(t *testing.T) {
	for _, f := range []exprFormat{{kind: fmtUnsigned}, {kind: fmtSigned}, {kind: fmtHexLower}, {kind: fmtHexUpper, prec: 6}, {kind: fmtHexLower, alt: true}} {
		for _, n := range []int64{0, 1, 255, 1 << 40} {
			s, err := f.matchingString(valueFromInt(n))
			if err != nil {
				t.Fatal(err)
			}
			cr, e := compileERE("^"+f.wildcardRegex()+"$", false)
			if e != ereOK {
				t.Fatal(e)
			}
			caps := make([]int, 2*(cr.ngroups+1))
			if !cr.find(&matchInput{data: []byte(s), lower: []byte(s)}, 0, len(s), caps) {
				t.Errorf("%v: %q does not match its wildcard %q", f, s, f.wildcardRegex())
			}
			v, err := f.valueFromString(sref{s: s})
			if err != nil || v != valueFromInt(n) {
				t.Errorf("%v: valueFromString(%q) = %+v, %v", f, s, v, err)
			}
		}
	}
}

func TestConsumeInteger(t *testing.T) {
	tests := []struct {
		s     string
		radix int
		rest  string
		v     uint64
		ok    bool
	}{
		{"123abc", 10, "abc", 123, true},
		{"0x1fz", 0, "z", 31, true},
		{"0xg", 0, "g", 0, false}, // the radix prefix is consumed even on failure
		{"99999999999999999999", 10, "99999999999999999999", 0, false},
		{"", 10, "", 0, false},
	}
	for _, tt := range tests {
		rest, v, ok := consumeUnsigned(tt.s, tt.radix)
		if rest != tt.rest || v != tt.v || ok != tt.ok {
			t.Errorf("consumeUnsigned(%q, %d) = %q, %d, %v", tt.s, tt.radix, rest, v, ok)
		}
	}
}
