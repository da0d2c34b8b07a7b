package main

import (
	"strconv"
	"strings"
)

// LLVM IR types.
const (
	lI1 = iota
	lI32
	lI64
	lPtr
	lDouble
	numLTy
)

var (
	lTyName   = [numLTy]string{"i1", "i32", "i64", "ptr", "double"}
	lAlign    = [numLTy]int{1, 4, 8, 8, 8}
	llvmPass  = []string{"InstCombinePass", "SROAPass", "GVNPass", "LICMPass", "SimplifyCFGPass", "EarlyCSEPass"}
	intBinops = []opInfo{{"add", "ADD"}, {"sub", "SUB"}, {"mul", "MUL"}, {"and", "AND"}, {"or", "OR"}, {"xor", "XOR"}, {"shl", "SHL"}, {"ashr", "ASHR"}}
	icmpPreds = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ugt"}
)

// llvmFn is the state of the LLVM function being generated.
type llvmFn struct {
	g     *gen
	b     *fnBuilder
	pool  [numLTy][]string
	next  int // next value number
	nglob int
}

func (f *llvmFn) result(hint string) string { return f.b.result("  ", &f.next, hint) }

// anyOf picks one of types that has values, or -1 if none has.
func (f *llvmFn) anyOf(types ...int) int { return anyType(f.g.r, f.pool[:], types) }

// val picks a value of type t, usually a recent one, as SSA values are
// mostly used soon after their definition.
func (f *llvmFn) val(t int) string { return recent(f.g.r, f.pool[t]) }

func (f *llvmFn) dbg() {
	g := f.g
	if g.r.IntN(3) != 0 {
		return
	}
	f.b.lit(", !dbg !")
	f.b.num(g.nextMeta)
	g.dbgLocs = append(g.dbgLocs, g.nextMeta)
	g.nextMeta++
}

func (g *gen) llvmModule() {
	r := g.r
	mod := "strata_module_" + strconv.Itoa(g.fnCount)
	g.printf("; *** IR Dump After %s on [module] ***", pick(r, llvmPass))
	g.printf("; ModuleID = '%s'", mod)
	g.printf("source_filename = \"%s\"", mod)
	g.printf("target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"")
	g.printf("target triple = \"x86_64-unknown-linux-gnu\"")
	g.printf("")
	for i := range 4 {
		g.printf("@g.%d = internal global i64 %d, align 8", i, r.IntN(100))
	}
	g.printf("")
	g.nextMeta = 20
	n := 2 + r.IntN(12)
	for i := 0; i < n && !g.done(); i++ {
		g.function(true)
		g.printf("")
	}
	g.printf("declare void @llvm.dbg.value(metadata, metadata, metadata) #1")
	g.printf("declare void @strata.trace(i32) #2")
	g.printf("")
	g.printf("attributes #0 = { nounwind uwtable \"frame-pointer\"=\"all\" \"target-cpu\"=\"x86-64\" \"target-features\"=\"+cx8,+fxsr,+mmx,+sse,+sse2,+x87\" }")
	g.printf("attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }")
	g.printf("attributes #2 = { nounwind }")
	g.printf("")
	g.printf("!llvm.dbg.cu = !{!0}")
	g.printf("!llvm.module.flags = !{!2, !3}")
	g.printf("!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"strata\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)")
	g.printf("!1 = !DIFile(filename: \"%s\", directory: \"/src/strata\")", pick(r, srcFiles))
	g.printf("!2 = !{i32 7, !\"Dwarf Version\", i32 5}")
	g.printf("!3 = !{i32 2, !\"Debug Info Version\", i32 3}")
	g.printf("!5 = !{!6, !6, i64 0}")
	g.printf("!6 = !{!\"long\", !7, i64 0}")
	g.printf("!7 = !{!\"omnipotent char\", !8, i64 0}")
	g.printf("!8 = !{!\"Simple C/C++ TBAA\"}")
	g.printf("!9 = !DIBasicType(name: \"long\", size: 64, encoding: DW_ATE_signed)")
	g.printf("!10 = distinct !DISubprogram(name: \"%s\", scope: !1, file: !1, line: %d, unit: !0)", pick(r, words), 1+r.IntN(900))
	for _, m := range g.dbgVars {
		g.printf("!%d = !DILocalVariable(name: \"%s%d\", scope: !10, file: !1, line: %d, type: !9)", m, pick(r, words), r.IntN(10), 1+r.IntN(900))
	}
	for _, m := range g.dbgLocs {
		g.printf("!%d = !DILocation(line: %d, column: %d, scope: !10)", m, 1+r.IntN(900), 1+r.IntN(80))
	}
	g.printf("")
	g.dbgVars = g.dbgVars[:0]
	g.dbgLocs = g.dbgLocs[:0]
}

// instruction kinds, planned before the text so that block numbers are known.
const (
	iBinop = iota
	iIcmp
	iGep
	iLoad
	iCall
	iSelect
	iCast
	iFop
	iUdiv
	iPhi
	// the kinds below define no value
	iStore
	iDbg
	iTrace
)

var instrWeights = []struct{ kind, weight int }{
	{iBinop, 28}, {iIcmp, 8}, {iGep, 9}, {iLoad, 12}, {iCall, 5}, {iSelect, 4},
	{iCast, 7}, {iFop, 6}, {iUdiv, 1}, {iStore, 9}, {iDbg, 9}, {iTrace, 2},
}

func (g *gen) instrKind() int {
	k := g.r.IntN(100)
	for _, w := range instrWeights {
		if k < w.weight {
			return w.kind
		}
		k -= w.weight
	}
	return iBinop
}

func (g *gen) llvmFunc(minOps int) {
	r := g.r
	b := &g.b
	f := &llvmFn{g: g, b: b}
	name := "ll" + pad6(g.fnCount) + "_" + pick(r, words)

	ret := []int{lI64, lI32, lDouble, lPtr, -1}[r.IntN(5)]
	b.lit("define ")
	b.lit([]string{"internal ", "dso_local ", ""}[r.IntN(3)])
	if r.IntN(3) == 0 {
		b.lit("fastcc ")
	}
	if ret < 0 {
		b.lit("void")
	} else {
		b.lit(lTyName[ret])
	}
	b.lit(" @")
	b.sym(name)
	b.lit("(")
	nargs := 1 + r.IntN(4)
	for i := range nargs {
		if i > 0 {
			b.lit(", ")
		}
		t := []int{lPtr, lPtr, lI64, lI32, lDouble}[r.IntN(5)]
		switch {
		case t == lPtr && r.IntN(2) == 0:
			b.lit("ptr noundef ")
		case t == lI32 && r.IntN(2) == 0:
			b.lit("i32 signext ")
		default:
			b.lit(lTyName[t] + " ")
		}
		n := strconv.Itoa(i)
		b.def(n, "ARG"+n)
		f.pool[t] = append(f.pool[t], n)
	}
	b.lit(") #0 {")
	b.endLine()

	// Plan blocks and the value-defining instructions of each.
	total := 6 + r.IntN(50)
	if minOps > 0 {
		total = minOps + r.IntN(minOps/2+1)
	}
	nb := min(1+r.IntN(4), max(1, total/4))
	kinds := make([][]int, nb)
	for i := range total {
		blk := i * nb / total
		k := g.instrKind()
		if len(kinds[blk]) == 0 && blk > 0 && r.IntN(5) < 2 {
			k = iPhi
		}
		kinds[blk] = append(kinds[blk], k)
	}
	label := make([]int, nb)
	label[0] = nargs
	next := nargs + 1
	for i, ks := range kinds {
		if i > 0 {
			label[i] = next
			next++
		}
		for _, k := range ks {
			if k < iStore {
				next++
			}
		}
	}

	f.next = nargs + 1
	preds := make([][]int, nb)
	for i, ks := range kinds {
		if i > 0 {
			b.endLine()
			pad := strconv.Itoa(label[i]) + ":"
			b.label(strconv.Itoa(label[i]), "BB")
			b.lit(":" + strings.Repeat(" ", max(1, 50-len(pad))) + "; preds = ")
			for j, p := range preds[i] {
				if j > 0 {
					b.lit(", ")
				}
				b.use(strconv.Itoa(p))
			}
			b.endLine()
			f.next = label[i] + 1
		}
		for _, k := range ks {
			f.instr(k, preds[i])
		}
		// Terminator.
		if i == nb-1 {
			b.lit("  ")
			b.op("ret")
			if ret < 0 {
				b.lit(" void")
			} else {
				if len(f.pool[ret]) == 0 {
					f.fallbackDef(ret)
				}
				b.lit(" " + lTyName[ret] + " ")
				b.use(f.val(ret))
			}
			b.endLine()
			continue
		}
		b.lit("  ")
		b.op("br")
		preds[i+1] = append(preds[i+1], label[i])
		if len(f.pool[lI1]) > 0 && i+2 < nb && r.IntN(2) == 0 {
			other := i + 2 + r.IntN(nb-i-2)
			b.lit(" i1 ")
			b.use(f.val(lI1))
			b.lit(", label ")
			b.use(strconv.Itoa(label[i+1]))
			b.lit(", label ")
			b.use(strconv.Itoa(label[other]))
			preds[other] = append(preds[other], label[i])
		} else {
			b.lit(" label ")
			b.use(strconv.Itoa(label[i+1]))
		}
		b.endLine()
	}
	b.line("}")
	g.llvmSyms = remember(g.llvmSyms, name)
}

// fallbackDef defines a value of type t from a global, needing no operand.
func (f *llvmFn) fallbackDef(t int) {
	b := f.b
	n := f.result("LOAD")
	b.op("load")
	b.lit(" " + lTyName[t] + ", ptr @g." + strconv.Itoa(f.nglob%4) + ", align ")
	b.num(lAlign[t])
	f.nglob++
	b.endLine()
	f.pool[t] = append(f.pool[t], n)
}

func (f *llvmFn) instr(k int, preds []int) {
	g := f.g
	r := g.r
	b := f.b
	switch k {
	case iBinop:
		t := f.anyOf(lI32, lI64)
		if t < 0 {
			f.fallbackDef(lI64)
			return
		}
		op := pick(r, intBinops)
		n := f.result(op.hint)
		b.op(op.name)
		if (op.name == "add" || op.name == "sub" || op.name == "mul" || op.name == "shl") && r.IntN(2) == 0 {
			b.lit(" nsw")
		}
		b.lit(" " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", ")
		if r.IntN(3) == 0 {
			b.num(1 + r.IntN(64))
		} else {
			b.use(f.val(t))
		}
		f.dbg()
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	case iUdiv:
		t := f.anyOf(lI32, lI64)
		if t < 0 {
			f.fallbackDef(lI64)
			return
		}
		n := f.result("UDIV")
		b.op("udiv")
		b.lit(" " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", ")
		b.use(f.val(t))
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	case iIcmp:
		t := f.anyOf(lI32, lI64, lPtr)
		if t < 0 {
			f.fallbackDef(lI1)
			return
		}
		n := f.result("CMP")
		b.op("icmp")
		b.lit(" " + pick(r, icmpPreds) + " " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", ")
		if t == lPtr {
			b.lit("null")
		} else if r.IntN(2) == 0 {
			b.num(r.IntN(2048))
		} else {
			b.use(f.val(t))
		}
		b.endLine()
		f.pool[lI1] = append(f.pool[lI1], n)
	case iGep:
		if len(f.pool[lPtr]) == 0 {
			f.fallbackDef(lPtr)
			return
		}
		n := f.result("GEP")
		b.op("getelementptr")
		if t := f.anyOf(lI64); t >= 0 && r.IntN(2) == 0 {
			b.lit(" inbounds [64 x i32], ptr ")
			b.use(f.val(lPtr))
			b.lit(", i64 0, i64 ")
			b.use(f.val(lI64))
		} else {
			b.lit(" inbounds i8, ptr ")
			b.use(f.val(lPtr))
			b.lit(", i64 ")
			b.num(8 * r.IntN(32))
		}
		b.endLine()
		f.pool[lPtr] = append(f.pool[lPtr], n)
	case iLoad:
		t := []int{lI64, lI64, lI32, lDouble, lPtr}[r.IntN(5)]
		if len(f.pool[lPtr]) == 0 {
			f.fallbackDef(t)
			return
		}
		n := f.result("LOAD")
		b.op("load")
		b.lit(" " + lTyName[t] + ", ptr ")
		b.use(f.val(lPtr))
		b.lit(", align ")
		b.num(lAlign[t])
		if t == lI64 {
			b.lit(", !tbaa !5")
		}
		f.dbg()
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	case iCall:
		if len(g.llvmSyms) == 0 {
			f.fallbackDef(lI64)
			return
		}
		n := f.result("CALL")
		if r.IntN(3) == 0 {
			b.lit("tail ")
		}
		b.op("call")
		b.lit(" i64 @")
		b.sym(pick(r, g.llvmSyms))
		b.lit("(")
		for i := range 1 + r.IntN(3) {
			if i > 0 {
				b.lit(", ")
			}
			t := f.anyOf(lPtr, lI64, lI32, lDouble)
			b.lit(lTyName[t] + " ")
			b.use(f.val(t))
		}
		b.lit(")")
		f.dbg()
		b.endLine()
		f.pool[lI64] = append(f.pool[lI64], n)
	case iSelect:
		t := f.anyOf(lI32, lI64, lDouble)
		if t < 0 || len(f.pool[lI1]) == 0 {
			f.fallbackDef(lI64)
			return
		}
		n := f.result("SEL")
		b.op("select")
		b.lit(" i1 ")
		b.use(f.val(lI1))
		b.lit(", " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", " + lTyName[t] + " ")
		b.use(f.val(t))
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	case iCast:
		type cv struct {
			op       string
			from, to int
		}
		cs := []cv{{"sext", lI32, lI64}, {"zext", lI1, lI32}, {"trunc", lI64, lI32}, {"sitofp", lI64, lDouble}, {"fptosi", lDouble, lI64}}
		c := pick(r, cs)
		if len(f.pool[c.from]) == 0 {
			f.fallbackDef(c.to)
			return
		}
		n := f.result(strings.ToUpper(c.op))
		b.op(c.op)
		b.lit(" " + lTyName[c.from] + " ")
		b.use(f.val(c.from))
		b.lit(" to " + lTyName[c.to])
		b.endLine()
		f.pool[c.to] = append(f.pool[c.to], n)
	case iFop:
		if len(f.pool[lDouble]) == 0 {
			f.fallbackDef(lDouble)
			return
		}
		op := pick(r, []opInfo{{"fadd", "FADD"}, {"fmul", "FMUL"}, {"fsub", "FSUB"}})
		n := f.result(op.hint)
		b.op(op.name)
		b.lit(" fast double ")
		b.use(f.val(lDouble))
		b.lit(", ")
		b.use(f.val(lDouble))
		f.dbg()
		b.endLine()
		f.pool[lDouble] = append(f.pool[lDouble], n)
	case iPhi:
		t := f.anyOf(lI64, lI32, lDouble, lPtr)
		if t < 0 || len(preds) == 0 {
			f.fallbackDef(lI64)
			return
		}
		n := f.result("PHI")
		b.op("phi")
		b.lit(" " + lTyName[t] + " ")
		for i, p := range preds {
			if i > 0 {
				b.lit(", ")
			}
			b.lit("[ ")
			b.use(f.val(t))
			b.lit(", ")
			b.use(strconv.Itoa(p))
			b.lit(" ]")
		}
		b.endLine()
		f.pool[t] = append(f.pool[t], n)
	case iStore:
		t := f.anyOf(lI64, lI32, lDouble)
		b.lit("  ")
		b.op("store")
		if t < 0 {
			b.lit(" i64 0, ptr @g." + strconv.Itoa(f.nglob%4) + ", align 8")
			f.nglob++
			b.endLine()
			return
		}
		b.lit(" " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", ptr ")
		if len(f.pool[lPtr]) > 0 {
			b.use(f.val(lPtr))
		} else {
			b.lit("@g." + strconv.Itoa(f.nglob%4))
			f.nglob++
		}
		b.lit(", align ")
		b.num(lAlign[t])
		b.endLine()
	case iDbg:
		t := f.anyOf(lI64, lI32, lPtr, lDouble, lI1)
		b.lit("  ")
		b.op("call")
		b.lit(" void @llvm.dbg.value(metadata " + lTyName[t] + " ")
		b.use(f.val(t))
		b.lit(", metadata !" + strconv.Itoa(g.nextMeta) + ", metadata !DIExpression()), !dbg !" + strconv.Itoa(g.nextMeta+1))
		g.dbgVars = append(g.dbgVars, g.nextMeta)
		g.dbgLocs = append(g.dbgLocs, g.nextMeta+1)
		g.nextMeta += 2
		b.endLine()
	case iTrace:
		b.lit("  ")
		b.op("call")
		b.lit(" void @strata.trace(i32 ")
		b.num(g.r.IntN(1000))
		b.lit(")")
		b.endLine()
	}
}
