package lit

import (
	"strings"
	"testing"
)

func TestBoolExprEval(t *testing.T) {
	fs := FeatureSet{"linux": true, "x86_64": true, "clang-16": true, "asan": false}
	tests := []struct {
		expr string
		want bool
	}{
		{"linux", true},
		{"windows", false},
		{"asan", false}, // present in the map but false
		{"!windows", true},
		{"!!linux", true},
		{"linux && x86_64", true},
		{"linux && windows", false},
		{"windows || linux", true},
		{"windows || asan", false},
		{"linux && !(windows || asan)", true},
		{"!(linux && x86_64)", false},
		{"windows || linux && x86_64", true}, // && binds tighter
		{"(windows || linux) && !x86_64", false},
		{"true", true},
		{"false", false},
		{"!false && true", true},
		{"{{clang-[0-9]+}}", true},
		{"clang-{{1[0-9]}}", true},
		{"clang-{{2.}}", false},
		{"{{lin}}", false}, // a pattern must match the whole name
		{"  linux  ", true},
	}
	for _, tt := range tests {
		e, err := ParseBoolExpr(tt.expr)
		if err != nil {
			t.Errorf("ParseBoolExpr(%q): %v", tt.expr, err)
			continue
		}
		if got := e.Eval(fs); got != tt.want {
			t.Errorf("%q.Eval = %v, want %v", tt.expr, got, tt.want)
		}
	}
}

func TestBoolExprErrors(t *testing.T) {
	tests := []struct {
		expr, want string
	}{
		{"", "empty expression"},
		{"   ", "empty expression"},
		{"linux &&", "found end of expression"},
		{"&& linux", `found "&&"`},
		{"(linux", "expected ')'"},
		{"linux)", `unexpected ")"`},
		{"linux windows", `unexpected "windows"`},
		{"foo$bar", `unexpected character "$"`},
		{"{{abc", "unterminated '{{'"},
		{"{{[}}", "bad regular expression {{[}}"},
		{"a || || b", `found "||"`},
		{strings.Repeat("(", maxExprDepth+1) + "a" + strings.Repeat(")", maxExprDepth+1), "nesting depth exceeds the limit of 200"},
		{strings.Repeat("!", maxExprDepth+1) + "a", "nesting depth exceeds the limit of 200"},
		{strings.Repeat("(", 400000) + "a", "nesting depth exceeds the limit of 200"},
	}
	for _, tt := range tests {
		_, err := ParseBoolExpr(tt.expr)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseBoolExpr(%q) error = %v, want it to contain %q", tt.expr, err, tt.want)
		}
	}
}

// TestBoolExprNestingLimit: maxExprDepth levels of '(' or '!' parse.
func TestBoolExprNestingLimit(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("(", maxExprDepth) + "a" + strings.Repeat(")", maxExprDepth),
		strings.Repeat("!", maxExprDepth) + "a",
		strings.Repeat("(!", maxExprDepth/2) + "a" + strings.Repeat(")", maxExprDepth/2),
	} {
		e, err := ParseBoolExpr(src)
		if err != nil {
			t.Errorf("ParseBoolExpr at the limit: %v", err)
			continue
		}
		e.Eval(FeatureSet{"a": true})
	}
}

func TestFeatureSetSorted(t *testing.T) {
	fs := FeatureSet{"b": true, "a": true, "c": false, "B": true}
	if got := strings.Join(fs.Sorted(), " "); got != "B a b" {
		t.Errorf("Sorted = %q", got)
	}
}
