package llvmir

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// An intrinsic op `llvm.intr.NAME` calls the LLVM intrinsic `llvm.NAME`,
// declared on first use. Every intrinsic op has the model intrinsicOp,
// which looks the intrinsic up by the op's name in overloads: the names
// and signatures are LLVM's data, not a dispatch. Overloaded intrinsics
// carry the types they are instantiated at in their names, as LLVM 14
// mangles them with typed pointers: `llvm.memcpy.p0i8.p0i8.i64`,
// `llvm.sqrt.f64`, `llvm.powi.f64.i32`.

// intrinsicPrefix begins the names of the intrinsic ops.
const intrinsicPrefix = llvm.IntrinsicOpNamePrefix

// resultType in an overload list stands for the intrinsic's result type;
// other entries are operand numbers.
const resultType = -1

// overloads lists, for each intrinsic strata knows, the types in its
// mangled name.
var overloads = map[string][]int{}

func init() {
	byResult := []string{
		"sqrt", "sin", "cos", "exp", "exp2", "log", "log10", "log2", "fabs", "floor", "ceil",
		"trunc", "rint", "nearbyint", "round", "roundeven", "canonicalize", "fma", "fmuladd",
		"pow", "minnum", "maxnum", "minimum", "maximum", "copysign", "ctpop", "ctlz", "cttz",
		"bitreverse", "bswap", "abs", "smax", "smin", "umax", "umin", "fshl", "fshr", "expect",
		"sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat",
	}
	for _, n := range byResult {
		overloads[n] = []int{resultType}
	}
	for _, n := range []string{"sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow",
		"usub.with.overflow", "smul.with.overflow", "umul.with.overflow",
		"vector.reduce.add", "vector.reduce.mul", "vector.reduce.and", "vector.reduce.or",
		"vector.reduce.xor", "vector.reduce.smax", "vector.reduce.smin", "vector.reduce.umax",
		"vector.reduce.umin", "vector.reduce.fmax", "vector.reduce.fmin", "prefetch"} {
		overloads[n] = []int{0}
	}
	for _, n := range []string{"vector.reduce.fadd", "vector.reduce.fmul", "lifetime.start", "lifetime.end"} {
		overloads[n] = []int{1}
	}
	for _, n := range []string{"lround", "llround", "lrint", "llrint", "fptosi.sat", "fptoui.sat"} {
		overloads[n] = []int{resultType, 0}
	}
	overloads["powi"] = []int{resultType, 1}
	for _, n := range []string{"vastart", "vaend", "vacopy"} {
		overloads[n] = []int{}
	}
	overloads["memcpy"] = []int{0, 1, 2}
	overloads["memcpy.inline"] = []int{0, 1, 2}
	overloads["memmove"] = []int{0, 1, 2}
	overloads["memset"] = []int{0, 2}
	for _, n := range []string{"trap", "debugtrap", "assume", "donothing", "stacksave", "stackrestore"} {
		overloads[n] = nil
	}
}

// immArgs lists, for each intrinsic that has any, the operands LLVM 14
// takes as immediates (immarg: an integer constant, not a value computed
// at run time nor undef), with what each is. MLIR 16 has them as
// operands, so the llvm dialect's verifier takes any value; LLVM 14's
// verifier rejects a call whose immarg is not a constant ("immarg operand
// has non-immediate parameter").
var immArgs = map[string][]struct {
	index int
	what  string
}{
	"memcpy":        {{3, "isVolatile flag"}},
	"memmove":       {{3, "isVolatile flag"}},
	"memset":        {{3, "isVolatile flag"}},
	"memcpy.inline": {{2, "length"}, {3, "isVolatile flag"}},
	"ctlz":          {{1, "is_zero_poison flag"}},
	"cttz":          {{1, "is_zero_poison flag"}},
	"abs":           {{1, "is_int_min_poison flag"}},
	"prefetch":      {{1, "rw operand"}, {2, "locality operand"}, {3, "cache type operand"}},
}

// checkImmArgs reports an immarg operand of the intrinsic llvm.short that
// is not a constant, and a prefetch whose rw or locality is out of the
// range LLVM 14's verifier takes.
func checkImmArgs(op *ir.Operation, short string, args []value.Value) error {
	for _, a := range immArgs[short] {
		if a.index >= len(args) {
			continue // the signature check reports it
		}
		if _, ok := args[a.index].(*constant.Int); !ok {
			return Errorf(op, "the %s of llvm.intr.%s must be a constant (LLVM takes it as an immediate)", a.what, short)
		}
	}
	// LLVM 14 checks rw < 2 and locality < 4, read as unsigned; the cache
	// type may be any constant.
	if short == "prefetch" && len(args) == 4 {
		for _, a := range []struct {
			index int
			max   int64
		}{{1, 1}, {2, 3}} {
			c := args[a.index].(*constant.Int)
			if c.X.Sign() < 0 || c.X.Cmp(big.NewInt(a.max)) > 0 {
				return Errorf(op, "the %s of llvm.intr.prefetch must be 0 to %d, not %s (LLVM 14 refuses it: \"invalid arguments to llvm.prefetch\")",
					immArgs[short][a.index-1].what, a.max, c.X)
			}
		}
	}
	return nil
}

// mangle returns t as LLVM names it in an overloaded intrinsic's name.
func mangle(t types.Type) (string, error) {
	switch t := t.(type) {
	case *types.IntType:
		return "i" + strconv.FormatUint(t.BitSize, 10), nil
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return "f16", nil
		case types.FloatKindFloat:
			return "f32", nil
		case types.FloatKindDouble:
			return "f64", nil
		case types.FloatKindX86_FP80:
			return "f80", nil
		case types.FloatKindFP128:
			return "f128", nil
		}
	case *types.VectorType:
		e, err := mangle(t.ElemType)
		return "v" + strconv.FormatUint(t.Len, 10) + e, err
	case *types.PointerType:
		e, err := mangle(t.ElemType)
		return "p" + strconv.FormatUint(uint64(t.AddrSpace), 10) + e, err
	case *types.ArrayType:
		e, err := mangle(t.ElemType)
		return "a" + strconv.FormatUint(t.Len, 10) + e, err
	}
	return "", fmt.Errorf("no intrinsic is overloaded on %s", t)
}

// renamedIntrinsics are the intrinsics MLIR names otherwise than LLVM.
var renamedIntrinsics = map[string]string{"vastart": "va_start", "vaend": "va_end", "vacopy": "va_copy"}

// intrinsicOp translates an `llvm.intr.*` op to a call of the intrinsic.
type intrinsicOp struct{}

func (intrinsicOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	short := strings.TrimPrefix(op.Name(), intrinsicPrefix)
	over, known := overloads[short]
	if !known {
		return Errorf(op, "the intrinsic 'llvm.%s' is not supported", short)
	}
	args, err := s.Values(op, op.Operands())
	if err != nil {
		return err
	}
	// Operands that MLIR keeps as attributes.
	switch short {
	case "lifetime.start", "lifetime.end":
		size, ok, err := intAttr(op, "size")
		if err != nil {
			return err
		}
		if !ok {
			return Errorf(op, "the 'size' attribute is missing")
		}
		args = append([]value.Value{constant.NewInt(types.I64, size)}, args...)
	case "memcpy", "memmove", "memset", "memcpy.inline":
		if len(args) == 3 {
			v := constant.False
			if a, ok := op.Attr("isVolatile").(ir.IntegerAttr); ok && a.Bool() {
				v = constant.True
			}
			args = append(args, v)
		}
	}
	if err := checkImmArgs(op, short, args); err != nil {
		return err
	}
	var ret types.Type = types.Void
	if op.NumResults() == 1 {
		if ret, err = s.ResultType(op); err != nil {
			return err
		}
	} else if op.NumResults() > 1 {
		return Errorf(op, "expected at most one result")
	}
	name := "llvm." + short
	if llvmName, ok := renamedIntrinsics[short]; ok {
		name = "llvm." + llvmName
	}
	for _, o := range over {
		t := ret
		if o != resultType {
			if o >= len(args) {
				return Errorf(op, "expected more than %d operands", len(args))
			}
			t = args[o].Type()
		}
		m, err := mangle(t)
		if err != nil {
			return Errorf(op, "%v", err)
		}
		name += "." + m
	}
	params := make([]types.Type, len(args))
	for i, a := range args {
		params[i] = a.Type()
	}
	sig := types.NewFunc(ret, params...)
	decl, ok := s.t.intrinsics[name]
	if !ok {
		ps := make([]*llir.Param, len(params))
		for i, p := range params {
			ps[i] = llir.NewParam("", p)
		}
		decl = s.t.m.NewFunc(name, ret, ps...)
		s.t.intrinsics[name] = decl
	} else if !decl.Sig.Equal(sig) {
		return Errorf(op, "'%s' is called as %s and as %s", name, decl.Sig, sig)
	}
	inst := s.cur.NewCall(decl, args...)
	if isFloatLike(ret) {
		if inst.FastMathFlags, err = fastmathOf(op); err != nil {
			return err
		}
	}
	if op.NumResults() == 0 {
		return nil
	}
	return s.Define(op, inst)
}
