package main

import (
	"strconv"
	"strings"
)

// MLIR scalar types.
const (
	tyI1 = iota
	tyI32
	tyI64
	tyIndex
	tyF32
	numTy
)

var tyName = [numTy]string{"i1", "i32", "i64", "index", "f32"}

var (
	mlirPasses = []string{
		"Canonicalizer (canonicalize)", "CSE (cse)", "Inliner (inline)",
		"LoopInvariantCodeMotion (loop-invariant-code-motion)", "SCCP (sccp)",
		"StrataFusion (strata-fuse)", "StrataTiling (strata-tile)",
	}
	words = []string{
		"conv", "reduce", "matmul", "softmax", "tile", "fuse", "pack", "norm",
		"scan", "gather", "scatter", "relu", "pool", "attn", "embed", "step",
		"update", "init", "shuffle", "blend", "lower", "split", "merge", "probe",
	}
	srcFiles   = []string{"model.py", "layers/attention.py", "kernels/gemm.mlir", "ops.cc"}
	intOps     = []opInfo{{"arith.addi", "ADDI"}, {"arith.subi", "SUBI"}, {"arith.muli", "MULI"}, {"arith.andi", "ANDI"}, {"arith.ori", "ORI"}, {"arith.xori", "XORI"}, {"arith.maxsi", "MAXSI"}, {"arith.minui", "MINUI"}, {"arith.shli", "SHLI"}}
	floatOps   = []opInfo{{"arith.addf", "ADDF"}, {"arith.subf", "SUBF"}, {"arith.mulf", "MULF"}, {"arith.divf", "DIVF"}, {"arith.maximumf", "MAXF"}}
	genericOps = []opInfo{{"strata.mix", "MIX"}, {"strata.fuse", "FUSE"}, {"strata.tile", "TILE"}, {"strata.pack", "PACK"}, {"strata.probe", "PROBE"}}
	cmpPreds   = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "uge"}
	fcmpPreds  = []string{"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno"}
	constVals  = []int{0, 1, 2, 3, 4, 7, 8, 16, 32, 64, 128, 255, 256, 512, 1024, 4096}
	memrefTys  = []shaped{{typ: "memref<64x32xf32>", rank: 2, elem: tyF32}, {typ: "memref<?xf32>", rank: 1, elem: tyF32}, {typ: "memref<128xi32>", rank: 1, elem: tyI32}, {typ: "memref<16x16xi64>", rank: 2, elem: tyI64}}
	tensorTys  = []string{"tensor<64x32xf32>", "tensor<128x128xf32>", "tensor<?x64xf32>"}
)

type opInfo struct{ name, hint string }

type shaped struct {
	name string
	typ  string
	rank int
	elem int
}

type typedVal struct{ name, typ string }

// mlirFn is the state of the MLIR function being generated.
type mlirFn struct {
	g       *gen
	b       *fnBuilder
	pool    [numTy][]string
	memrefs []shaped
	others  []typedVal // tensors and other non-scalar values
	nres    int        // next result number
	nargs   int        // next argument number (loop induction variables continue it)
	ncst    int        // next float constant number
}

func (f *mlirFn) result(ind, hint string) string { return f.b.result(ind, &f.nres, hint) }

// anyOf picks one of types that has values, or -1 if none has.
func (f *mlirFn) anyOf(types ...int) int { return anyType(f.g.r, f.pool[:], types) }

// val picks a value of type t, usually a recent one, as SSA values are
// mostly used soon after their definition.
func (f *mlirFn) val(t int) string { return recent(f.g.r, f.pool[t]) }

func (g *gen) mlirModule() {
	r := g.r
	g.printf("// -----// IR Dump After %s //----- //", pick(r, mlirPasses))
	g.printf("module attributes {strata.version = %d : i64, strata.target = \"x86_64-unknown-linux-gnu\"} {", 1+r.IntN(4))
	n := 2 + r.IntN(16)
	for i := 0; i < n && !g.done(); i++ {
		if i > 0 {
			g.printf("")
		}
		g.function(false)
	}
	g.printf("}")
	for _, l := range g.locs {
		g.printf("#loc%d = loc(%q:%d:%d)", l, pick(r, srcFiles), 1+r.IntN(2000), 1+r.IntN(80))
	}
	g.locs = g.locs[:0]
}

func (g *gen) mlirFunc(minOps int) {
	r := g.r
	b := &g.b
	f := &mlirFn{g: g, b: b}
	name := "fn" + pad6(g.fnCount) + "_" + pick(r, words)

	b.lit("  func.func ")
	if r.IntN(8) == 0 {
		b.lit("private ")
	}
	b.lit("@")
	b.sym(name)
	b.lit("(")
	nargs := 1 + r.IntN(4)
	for i := range nargs {
		if i > 0 {
			b.lit(", ")
		}
		an := "arg" + strconv.Itoa(i)
		b.def(an, "")
		switch k := r.IntN(8); {
		case k < 2:
			m := pick(r, memrefTys)
			m.name = an
			f.memrefs = append(f.memrefs, m)
			b.lit(": " + m.typ)
		case k < 3:
			t := pick(r, tensorTys)
			f.others = append(f.others, typedVal{an, t})
			b.lit(": " + t)
		default:
			t := 1 + r.IntN(numTy-1)
			f.pool[t] = append(f.pool[t], an)
			b.lit(": " + tyName[t])
		}
	}
	f.nargs = nargs
	ret := -1
	if r.IntN(5) > 0 {
		ret = 1 + r.IntN(numTy-1)
		b.lit(") -> " + tyName[ret])
	} else {
		b.lit(")")
	}
	if r.IntN(3) == 0 {
		b.lit(" attributes {strata.cost = ")
		b.num(r.IntN(5000))
		b.lit(" : i64}")
	}
	b.lit(" {")
	b.endLine()

	// Constants first, as canonicalization leaves them.
	for _, v := range constVals {
		if (v == 0 || v == 1) && r.IntN(5) > 0 || r.IntN(6) == 0 {
			n := "c" + strconv.Itoa(v)
			b.lit("    ")
			b.def(n, "")
			b.lit(" = ")
			b.op("arith.constant")
			b.lit(" ")
			b.num(v)
			b.lit(" : index")
			b.endLine()
			f.pool[tyIndex] = append(f.pool[tyIndex], n)
		}
	}
	for range r.IntN(3) {
		v := constVals[r.IntN(len(constVals))]
		t := tyI32 + r.IntN(2)
		n := "c" + strconv.Itoa(v) + "_" + tyName[t]
		if contains(f.pool[t], n) {
			continue
		}
		b.lit("    ")
		b.def(n, "")
		b.lit(" = ")
		b.op("arith.constant")
		b.lit(" ")
		b.num(v)
		b.lit(" : " + tyName[t])
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	}
	for range r.IntN(3) {
		f.floatConst("    ")
	}
	if r.IntN(4) == 0 {
		n := f.cstName()
		b.lit("    ")
		b.def(n, "")
		b.lit(" = ")
		b.op("arith.constant")
		b.lit(" dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>")
		b.endLine()
		f.others = append(f.others, typedVal{n, "tensor<2x2xf32>"})
	}

	nops := 6 + r.IntN(60)
	if minOps > 0 {
		nops = minOps + r.IntN(minOps/2+1)
	}
	f.body("    ", nops, 0)

	if ret >= 0 {
		if len(f.pool[ret]) == 0 {
			f.zero("    ", ret)
		}
		b.lit("    ")
		b.op("return")
		b.lit(" ")
		b.use(f.val(ret))
		b.lit(" : " + tyName[ret])
		b.endLine()
	} else {
		b.lit("    ")
		b.op("return")
		b.endLine()
	}
	b.line("  }")
	g.mlirSyms = remember(g.mlirSyms, name)
}

func contains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func pad6(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 6 {
		s = strings.Repeat("0", 6-len(s)) + s
	}
	return s
}

func (f *mlirFn) cstName() string {
	n := "cst"
	if f.ncst > 0 {
		n += "_" + strconv.Itoa(f.ncst-1)
	}
	f.ncst++
	return n
}

func (f *mlirFn) floatConst(ind string) {
	b := f.b
	n := f.cstName()
	b.lit(ind)
	b.def(n, "")
	b.lit(" = ")
	b.op("arith.constant")
	b.lit(" " + strconv.FormatFloat(float64(f.g.r.IntN(64))/4, 'e', 6, 64) + " : f32")
	b.endLine()
	f.pool[tyF32] = append(f.pool[tyF32], n)
}

// zero defines a constant of type t, for a return value.
func (f *mlirFn) zero(ind string, t int) {
	if t == tyF32 {
		f.floatConst(ind)
		return
	}
	b := f.b
	n := "c0"
	if t != tyIndex {
		n += "_" + tyName[t]
	}
	b.lit(ind)
	b.def(n, "")
	b.lit(" = ")
	b.op("arith.constant")
	b.lit(" 0 : " + tyName[t])
	b.endLine()
	f.pool[t] = append(f.pool[t], n)
}

// body generates n operations at indentation ind.
func (f *mlirFn) body(ind string, n, depth int) {
	r := f.g.r
	for i := 0; i < n; i++ {
		k := r.IntN(100)
		switch {
		case k < 24:
			if f.intBinary(ind) {
				continue
			}
		case k < 38:
			if f.floatBinary(ind) {
				continue
			}
		case k < 45:
			if f.compare(ind) {
				continue
			}
		case k < 49:
			if f.sel(ind) {
				continue
			}
		case k < 54:
			if f.cast(ind) {
				continue
			}
		case k < 63:
			if f.load(ind) {
				continue
			}
		case k < 67:
			if f.store(ind) {
				continue
			}
		case k < 80:
			f.generic(ind)
			continue
		case k < 85:
			if f.call(ind) {
				continue
			}
		case k < 88:
			if f.slice(ind) {
				continue
			}
		case k < 94:
			if depth < 2 && n-i > 4 {
				m := min(n-i-1, 2+r.IntN(8))
				if f.loop(ind, m, depth) {
					i += m
					continue
				}
			}
		}
		f.generic(ind)
	}
}

func (f *mlirFn) intBinary(ind string) bool {
	t := f.anyOf(tyI32, tyI64, tyIndex)
	if t < 0 {
		return false
	}
	r := f.g.r
	op := pick(r, intOps)
	if r.IntN(40) == 0 {
		op = opInfo{"arith.divsi", "DIVSI"}
	}
	b := f.b
	n := f.result(ind, op.hint)
	b.op(op.name)
	b.lit(" ")
	b.use(f.val(t))
	b.lit(", ")
	b.use(f.val(t))
	if op.name == "arith.addi" && r.IntN(4) == 0 {
		b.lit(" overflow<nsw>")
	}
	b.lit(" : " + tyName[t])
	b.endLine()
	f.pool[t] = append(f.pool[t], n)
	return true
}

func (f *mlirFn) floatBinary(ind string) bool {
	if len(f.pool[tyF32]) == 0 {
		return false
	}
	r := f.g.r
	op := pick(r, floatOps)
	b := f.b
	n := f.result(ind, op.hint)
	b.op(op.name)
	b.lit(" ")
	b.use(f.val(tyF32))
	b.lit(", ")
	b.use(f.val(tyF32))
	if r.IntN(3) == 0 {
		b.lit(" fastmath<contract>")
	}
	b.lit(" : f32")
	b.endLine()
	f.pool[tyF32] = append(f.pool[tyF32], n)
	return true
}

func (f *mlirFn) compare(ind string) bool {
	r := f.g.r
	t := f.anyOf(tyI32, tyI64, tyIndex, tyF32)
	if t < 0 {
		return false
	}
	b := f.b
	if t == tyF32 {
		n := f.result(ind, "CMPF")
		b.op("arith.cmpf")
		b.lit(" " + pick(r, fcmpPreds) + ", ")
		b.use(f.val(t))
		b.lit(", ")
		b.use(f.val(t))
		b.lit(" : f32")
		b.endLine()
		f.pool[tyI1] = append(f.pool[tyI1], n)
		return true
	}
	n := f.result(ind, "CMPI")
	b.op("arith.cmpi")
	b.lit(" " + pick(r, cmpPreds) + ", ")
	b.use(f.val(t))
	b.lit(", ")
	b.use(f.val(t))
	b.lit(" : " + tyName[t])
	b.endLine()
	f.pool[tyI1] = append(f.pool[tyI1], n)
	return true
}

func (f *mlirFn) sel(ind string) bool {
	if len(f.pool[tyI1]) == 0 {
		return false
	}
	t := f.anyOf(tyI32, tyI64, tyIndex, tyF32)
	if t < 0 {
		return false
	}
	b := f.b
	n := f.result(ind, "SEL")
	b.op("arith.select")
	b.lit(" ")
	b.use(f.val(tyI1))
	b.lit(", ")
	b.use(f.val(t))
	b.lit(", ")
	b.use(f.val(t))
	b.lit(" : " + tyName[t])
	b.endLine()
	f.pool[t] = append(f.pool[t], n)
	return true
}

func (f *mlirFn) cast(ind string) bool {
	r := f.g.r
	b := f.b
	switch r.IntN(3) {
	case 0:
		if len(f.pool[tyIndex]) == 0 {
			return false
		}
		to := tyI32 + r.IntN(2)
		n := f.result(ind, "CAST")
		b.op("arith.index_cast")
		b.lit(" ")
		b.use(f.val(tyIndex))
		b.lit(" : index to " + tyName[to])
		b.endLine()
		f.pool[to] = append(f.pool[to], n)
	case 1:
		t := f.anyOf(tyI32, tyI64)
		if t < 0 {
			return false
		}
		n := f.result(ind, "FP")
		b.op("arith.sitofp")
		b.lit(" ")
		b.use(f.val(t))
		b.lit(" : " + tyName[t] + " to f32")
		b.endLine()
		f.pool[tyF32] = append(f.pool[tyF32], n)
	default:
		if len(f.pool[tyI32]) == 0 {
			return false
		}
		n := f.result(ind, "EXT")
		b.op("arith.extsi")
		b.lit(" ")
		b.use(f.val(tyI32))
		b.lit(" : i32 to i64")
		b.endLine()
		f.pool[tyI64] = append(f.pool[tyI64], n)
	}
	return true
}

func (f *mlirFn) indices(m shaped) {
	b := f.b
	b.lit("[")
	for i := range m.rank {
		if i > 0 {
			b.lit(", ")
		}
		b.use(f.val(tyIndex))
	}
	b.lit("]")
}

func (f *mlirFn) load(ind string) bool {
	if len(f.memrefs) == 0 || len(f.pool[tyIndex]) == 0 {
		return false
	}
	m := pick(f.g.r, f.memrefs)
	b := f.b
	n := f.result(ind, "LOAD")
	b.op("memref.load")
	b.lit(" ")
	b.use(m.name)
	f.indices(m)
	b.lit(" : " + m.typ)
	b.endLine()
	f.pool[m.elem] = append(f.pool[m.elem], n)
	return true
}

func (f *mlirFn) store(ind string) bool {
	if len(f.memrefs) == 0 || len(f.pool[tyIndex]) == 0 {
		return false
	}
	m := pick(f.g.r, f.memrefs)
	if len(f.pool[m.elem]) == 0 {
		return false
	}
	b := f.b
	b.lit(ind)
	b.op("memref.store")
	b.lit(" ")
	b.use(f.val(m.elem))
	b.lit(", ")
	b.use(m.name)
	f.indices(m)
	b.lit(" : " + m.typ)
	b.endLine()
	return true
}

func (f *mlirFn) slice(ind string) bool {
	var ts []typedVal
	for _, o := range f.others {
		if strings.HasPrefix(o.typ, "tensor<64x32") || strings.HasPrefix(o.typ, "tensor<128") {
			ts = append(ts, o)
		}
	}
	if len(ts) == 0 {
		return false
	}
	r := f.g.r
	src := pick(r, ts)
	b := f.b
	n := f.result(ind, "SLICE")
	b.op("tensor.extract_slice")
	b.lit(" ")
	b.use(src.name)
	b.lit("[")
	b.num(4 * r.IntN(8))
	b.lit(", 0] [4, 8] [1, 1] : " + src.typ + " to tensor<4x8xf32>")
	b.endLine()
	f.others = append(f.others, typedVal{n, "tensor<4x8xf32>"})
	return true
}

// operand picks any value and its type.
func (f *mlirFn) operand() (string, string) {
	r := f.g.r
	if len(f.others) > 0 && r.IntN(5) == 0 {
		o := pick(r, f.others)
		return o.name, o.typ
	}
	t := f.anyOf(tyI1, tyI32, tyI64, tyIndex, tyF32)
	if t < 0 {
		f.floatConst("    ")
		t = tyF32
	}
	return f.val(t), tyName[t]
}

func (f *mlirFn) generic(ind string) {
	g := f.g
	r := g.r
	b := f.b
	op := pick(r, genericOps)
	nin := 1 + r.IntN(3)
	names := make([]string, nin)
	types := make([]string, nin)
	for i := range nin {
		names[i], types[i] = f.operand()
	}
	rt := 1 + r.IntN(numTy-1)
	n := f.result(ind, op.hint)
	b.lit(`"`)
	b.op(op.name)
	b.lit(`"(`)
	for i, v := range names {
		if i > 0 {
			b.lit(", ")
		}
		b.use(v)
	}
	b.lit(") {strata.id = ")
	b.num(g.nextID)
	g.nextID++
	b.lit(" : i64, tag = \"b" + strconv.Itoa(r.IntN(32)) + "\"} : (" + strings.Join(types, ", ") + ") -> " + tyName[rt])
	if r.IntN(3) == 0 {
		b.lit(" loc(#loc" + strconv.Itoa(g.nextLoc) + ")")
		g.locs = append(g.locs, g.nextLoc)
		g.nextLoc++
	}
	b.endLine()
	f.pool[rt] = append(f.pool[rt], n)
}

func (f *mlirFn) call(ind string) bool {
	g := f.g
	if len(g.mlirSyms) == 0 {
		return false
	}
	r := g.r
	b := f.b
	callee := pick(r, g.mlirSyms)
	nin := 1 + r.IntN(3)
	names := make([]string, nin)
	types := make([]string, nin)
	for i := range nin {
		names[i], types[i] = f.operand()
	}
	rt := 1 + r.IntN(numTy-1)
	n := f.result(ind, "CALL")
	b.op("func.call")
	b.lit(" @")
	b.sym(callee)
	b.lit("(")
	for i, v := range names {
		if i > 0 {
			b.lit(", ")
		}
		b.use(v)
	}
	b.lit(") : (" + strings.Join(types, ", ") + ") -> " + tyName[rt])
	b.endLine()
	f.pool[rt] = append(f.pool[rt], n)
	return true
}

// loop generates an scf.for with n operations in its body.
func (f *mlirFn) loop(ind string, n, depth int) bool {
	var lo, hi, step string
	for _, v := range f.pool[tyIndex] {
		switch {
		case v == "c0":
			lo = v
		case v == "c1":
			step = v
		case strings.HasPrefix(v, "c") && v != "c0" && v != "c1":
			hi = v
		}
	}
	if lo == "" || step == "" || hi == "" {
		return false
	}
	b := f.b
	iv := "arg" + strconv.Itoa(f.nargs)
	f.nargs++
	b.lit(ind)
	b.op("scf.for")
	b.lit(" ")
	b.def(iv, "IV")
	b.lit(" = ")
	b.use(lo)
	b.lit(" to ")
	b.use(hi)
	b.lit(" step ")
	b.use(step)
	b.lit(" {")
	b.endLine()
	var saved [numTy]int
	for t := range f.pool {
		saved[t] = len(f.pool[t])
	}
	savedOthers := len(f.others)
	f.pool[tyIndex] = append(f.pool[tyIndex], iv)
	f.body(ind+"  ", n, depth+1)
	for t := range f.pool {
		f.pool[t] = f.pool[t][:saved[t]]
	}
	f.others = f.others[:savedOthers]
	b.line(ind + "}")
	return true
}
