package cirunroll

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// parse parses and verifies src.
func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(all.NewContext(), "input.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("input does not verify: %v", err)
	}
	return m
}

// run runs p on src's module and returns the module printed (verified)
// and the messages of the diagnostics reported.
func run(t *testing.T, p *Pass, src string, threading bool) (string, []string) {
	t.Helper()
	m := parse(t, src)
	var diags ir.Diagnostics
	if err := p.Run(m, passes.NewState(&diags, threading)); err != nil {
		t.Fatalf("run: %v", err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("output does not verify: %v", err)
	}
	var msgs []string
	for _, d := range diags.All() {
		msgs = append(msgs, d.Message)
	}
	var b bytes.Buffer
	ir.Print(&b, m, ir.PrintOptions{})
	return b.String(), msgs
}

// loopFunc returns a function @name holding `for (i = INIT; COND; STEP)
// BODY` with i an int, n an int argument, a an int variable initialized
// to n, and @work a function taking an int; the parts are cir text.
func loopFunc(name, init, cond, body, step string) string {
	return fmt.Sprintf(`
cir.func @%s(%%n: !cir.int<s, 32>) {
  %%c0 = cir.const #cir.int<0> : !cir.int<s, 32>
  %%c1 = cir.const #cir.int<1> : !cir.int<s, 32>
  %%i = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["i"] {alignment = 4 : i64}
  %%a = cir.alloca !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>, ["a"] {alignment = 4 : i64}
  cir.store %%n, %%a : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
  %s
  cir.for : cond {
    %%iv = cir.load %%i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %s
  } body {
    %s
    cir.yield
  } step {
    %%iv = cir.load %%i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
    %s
    cir.yield
  }
  cir.return
}`, name, init, cond, body, step)
}

const (
	declWork = "cir.func private @work(!cir.int<s, 32>)\ncir.func private @take(!cir.ptr<!cir.int<s, 32>>)\n"
	initZero = "cir.store %c0, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>"
	condLtN  = "%lt = cir.cmp(lt, %iv, %n) : !cir.int<s, 32>, !cir.bool\n    cir.condition(%lt)"
	bodyWork = "%b = cir.load %i : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>\n    cir.call @work(%b) : (!cir.int<s, 32>) -> ()"
	stepInc  = "%x = cir.unary(inc, %iv) : !cir.int<s, 32>, !cir.int<s, 32>\n    cir.store %x, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>"
)

func constCond(kind string, v int) string {
	return fmt.Sprintf("%%k = cir.const #cir.int<%d> : !cir.int<s, 32>\n    %%c = cir.cmp(%s, %%iv, %%k) : !cir.int<s, 32>, !cir.bool\n    cir.condition(%%c)", v, kind)
}

func constStep(kind string, v int) string {
	return fmt.Sprintf("%%k = cir.const #cir.int<%d> : !cir.int<s, 32>\n    %%x = cir.binop(%s, %%iv, %%k) : !cir.int<s, 32>\n    cir.store %%x, %%i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", v, kind)
}

func initConst(v int) string {
	return fmt.Sprintf("%%init = cir.const #cir.int<%d> : !cir.int<s, 32>\n  cir.store %%init, %%i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", v)
}

// TestDecisions checks what the pass decides for each loop shape, through
// the remark it reports.
func TestDecisions(t *testing.T) {
	tests := []struct {
		name, init, cond, body, step string
		factor                       int
		want                         string
	}{
		{"unknown", initZero, condLtN, bodyWork, stepInc, 2, "loop unrolled by 2: unknown trip count, epilogue"},
		{"even", initZero, constCond("lt", 8), bodyWork, stepInc, 2, "loop unrolled by 2: trip count 8, no epilogue"},
		{"odd", initZero, constCond("lt", 9), bodyWork, stepInc, 2, "loop unrolled by 2: trip count 9, epilogue of 1 iteration"},
		{"le", initConst(1), constCond("le", 10), bodyWork, constStep("add", 3), 4, "loop unrolled by 4: trip count 4, no epilogue"},
		{"down", initConst(10), constCond("ge", 0), bodyWork, constStep("sub", 1), 3, "loop unrolled by 3: trip count 11, epilogue of 2 iterations"},
		{"ne-divisible", initZero, constCond("ne", 12), bodyWork, constStep("add", 4), 3, "loop unrolled by 3: trip count 3, no epilogue"},
		{"ne-wraps", initZero, constCond("ne", 13), bodyWork, constStep("add", 4), 3, "loop unrolled by 3: unknown trip count, epilogue"},
		{"final-overflows", initConst(2147483600), constCond("lt", 2147483647), bodyWork, constStep("add", 7), 2, "loop unrolled by 2: unknown trip count, epilogue"},
		{"init-not-constant", "cir.store %n, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", constCond("lt", 8), bodyWork, stepInc, 2, "loop unrolled by 2: unknown trip count, epilogue"},
		{"init-in-if", initZero + "\n  %t = cir.cmp(gt, %n, %c0) : !cir.int<s, 32>, !cir.bool\n  cir.if %t {\n    cir.store %c1, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>\n  }", constCond("lt", 8), bodyWork, stepInc, 2, "loop unrolled by 2: unknown trip count, epilogue"},
		{"bound-variable", initZero, "%av = cir.load %a : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>\n    %c = cir.cmp(lt, %iv, %av) : !cir.int<s, 32>, !cir.bool\n    cir.condition(%c)", bodyWork, stepInc, 2, "loop unrolled by 2: unknown trip count, epilogue"},
		{"few", initZero, constCond("lt", 2), bodyWork, stepInc, 3, "loop not unrolled: its trip count (2) is less than the factor (3)"},
		{"zero-step", initZero, condLtN, bodyWork, constStep("add", 0), 2, "loop not unrolled: its step is zero"},
		{"escapes", initZero, condLtN, "cir.call @take(%i) : (!cir.ptr<!cir.int<s, 32>>) -> ()", stepInc, 2, "loop not unrolled: the induction variable has its address escape (used by 'cir.call')"},
		{"stored-in-body", initZero, condLtN, "cir.store %c0, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", stepInc, 2, "loop not unrolled: the induction variable is stored to in the loop"},
		{"bound-stored", initZero, "%av = cir.load %a : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>\n    %c = cir.cmp(lt, %iv, %av) : !cir.int<s, 32>, !cir.bool\n    cir.condition(%c)", "cir.store %c0, %a : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", stepInc, 2, "loop not unrolled: the variable of its bound is stored to in the loop"},
		{"bound-uses-iv", initZero, "%m = cir.binop(add, %iv, %c1) : !cir.int<s, 32>\n    %c = cir.cmp(lt, %iv, %m) : !cir.int<s, 32>, !cir.bool\n    cir.condition(%c)", bodyWork, stepInc, 2, "loop not unrolled: its condition is not a comparison of the induction variable with a loop-invariant bound"},
		{"volatile-step", initZero, condLtN, bodyWork, "%x = cir.unary(inc, %iv) : !cir.int<s, 32>, !cir.int<s, 32>\n    cir.store volatile %x, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", 2, "loop not unrolled: its step is not 'i = i + c' or 'i = i - c' with a constant c"},
		{"reversed-sub", initZero, condLtN, bodyWork, "%k = cir.const #cir.int<10> : !cir.int<s, 32>\n    %x = cir.binop(sub, %k, %iv) : !cir.int<s, 32>\n    cir.store %x, %i : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>", 2, "loop not unrolled: its step is not 'i = i + c' or 'i = i - c' with a constant c"},
		{"opposite", initZero, constCond("ge", 0), bodyWork, stepInc, 2, "loop not unrolled: its condition ('ge') and its step (1) go in opposite directions"},
		{"body-while", initZero, condLtN, "cir.while {\n      %f = cir.const #cir.bool<false> : !cir.bool\n      cir.condition(%f)\n    } do {\n      cir.yield\n    }", stepInc, 2, "loop not unrolled: its body holds a loop ('cir.while'): it is not innermost"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := declWork + loopFunc("f", tc.init, tc.cond, tc.body, tc.step)
			p := &Pass{Factor: tc.factor, Remarks: true}
			_, msgs := run(t, p, src, false)
			if len(msgs) != 1 || msgs[0] != tc.want {
				t.Errorf("remarks = %q, want [%q]", msgs, tc.want)
			}
			unrolled := strings.HasPrefix(tc.want, "loop unrolled")
			if got := p.Unrolled.Value() == 1; got != unrolled {
				t.Errorf("loops-unrolled = %d, want unrolled %v", p.Unrolled.Value(), unrolled)
			}
			if got := p.Skipped.Value() == 1; got == unrolled {
				t.Errorf("loops-skipped = %d", p.Skipped.Value())
			}
		})
	}
}

// TestShape checks the number of loops and body copies in the output.
func TestShape(t *testing.T) {
	tests := []struct {
		name       string
		cond, step string
		factor     int
		loops      int // cir.for loops after the pass
		calls      int // copies of the body
	}{
		{"static-multiple", constCond("lt", 12), stepInc, 4, 1, 4},
		{"static-remainder", constCond("lt", 13), stepInc, 4, 2, 5},
		{"unknown", condLtN, stepInc, 3, 2, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, _ := run(t, &Pass{Factor: tc.factor}, declWork+loopFunc("f", initZero, tc.cond, bodyWork, tc.step), false)
			if got := strings.Count(out, "cir.for"); got != tc.loops {
				t.Errorf("%d loops, want %d:\n%s", got, tc.loops, out)
			}
			if got := strings.Count(out, "cir.call @work"); got != tc.calls {
				t.Errorf("%d body copies, want %d:\n%s", got, tc.calls, out)
			}
		})
	}
}

// TestThreading checks that a run over several functions gives the same
// IR and remarks, in the same order, with and without threads.
func TestThreading(t *testing.T) {
	src := declWork
	for k := range 8 {
		src += loopFunc(fmt.Sprintf("f%d", k), initZero, constCond("lt", 5+k), bodyWork, stepInc)
	}
	serial, serialMsgs := run(t, &Pass{Factor: 3, Remarks: true}, src, false)
	for range 4 {
		par, parMsgs := run(t, &Pass{Factor: 3, Remarks: true}, src, true)
		if par != serial || strings.Join(parMsgs, "\n") != strings.Join(serialMsgs, "\n") {
			t.Fatalf("threaded run differs:\n%s\n%q\nserial:\n%s\n%q", par, parMsgs, serial, serialMsgs)
		}
	}
	if len(serialMsgs) != 8 {
		t.Errorf("%d remarks, want 8: %q", len(serialMsgs), serialMsgs)
	}
}

// TestFactor checks the factors that change nothing or are refused.
func TestFactor(t *testing.T) {
	src := declWork + loopFunc("f", initZero, condLtN, bodyWork, stepInc)
	m := parse(t, src)
	st := passes.NewState(nil, false)
	if err := (&Pass{Factor: 1}).Run(m, st); err != nil || !st.Unchanged() {
		t.Errorf("factor 1: err %v, unchanged %v", err, st.Unchanged())
	}
	err := (&Pass{Factor: 0}).Run(m, passes.NewState(nil, false))
	if err == nil || !strings.Contains(err.Error(), "factor must be at least 1, got 0") {
		t.Errorf("factor 0: err %v", err)
	}
	st = passes.NewState(nil, false)
	if err := (&Pass{Factor: 2}).Run(parse(t, declWork), st); err != nil || !st.Unchanged() {
		t.Errorf("no loops: err %v, unchanged %v", err, st.Unchanged())
	}
}

// TestStaticTripCount compares staticTripCount with running the loop on
// 8-bit integers, wrapping as the machine does: a count it gives must be
// exactly the loop's, reached with no wrap-around, and it must give one
// whenever the loop, its condition going the way of its step, ends
// without wrapping.
func TestStaticTripCount(t *testing.T) {
	kinds := []cir.CmpKind{cir.CmpLT, cir.CmpLE, cir.CmpGT, cir.CmpGE, cir.CmpNE}
	for _, typ := range []cir.IntType{cir.S8, cir.U8} {
		lo, hi := minValue(typ).Int64(), maxValue(typ).Int64()
		for init := lo; init <= hi; init += 5 {
			for bound := lo; bound <= hi; bound += 7 {
				for _, step := range []int64{1, -1, 3, -3, 50, -50} {
					for _, kind := range kinds {
						got := staticTripCount(typ, big.NewInt(init), big.NewInt(bound), big.NewInt(step), kind)
						trips, clean := simulate(typ, init, bound, step, kind)
						if got != nil && (!clean || got.Int64() != trips) {
							t.Fatalf("%v: i = %d; i %s %d; i += %d: count %v, loop runs %d times (no wrap: %v)",
								typ, init, kind, bound, step, got, trips, clean)
						}
						if got == nil && clean && sameDirection(step, kind) {
							t.Fatalf("%v: i = %d; i %s %d; i += %d: no count, loop runs %d times without wrapping",
								typ, init, kind, bound, step, trips)
						}
					}
				}
			}
		}
	}
}

// simulate runs `for (i = init; i kind bound; i += step)` on typ's values
// (for at most 1024 iterations) and reports how many times the body ran
// and whether the loop ended without i leaving typ's range.
func simulate(typ cir.IntType, init, bound, step int64, kind cir.CmpKind) (int64, bool) {
	lo, hi := minValue(typ).Int64(), maxValue(typ).Int64()
	i := init
	for n := int64(0); n < 1024; n++ {
		var holds bool
		switch kind {
		case cir.CmpLT:
			holds = i < bound
		case cir.CmpLE:
			holds = i <= bound
		case cir.CmpGT:
			holds = i > bound
		case cir.CmpGE:
			holds = i >= bound
		case cir.CmpNE:
			holds = i != bound
		}
		if !holds {
			return n, true
		}
		i += step
		if i < lo || i > hi {
			return n, false
		}
	}
	return 1024, false
}

// sameDirection reports whether a condition of kind can stop a loop going
// by step: the ones the pass unrolls.
func sameDirection(step int64, kind cir.CmpKind) bool {
	if step > 0 {
		return kind == cir.CmpLT || kind == cir.CmpLE || kind == cir.CmpNE
	}
	return kind == cir.CmpGT || kind == cir.CmpGE || kind == cir.CmpNE
}
