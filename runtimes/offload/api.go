package offload

import (
	"math"

	"github.com/strata-ir/strata/interp"
)

// The OpenMP device API (OpenMP 5.2, 18.8). Device numbers: 0 is the
// device, 1 (omp_get_initial_device()) the host.

const initialDevice = 1

func (rt *Runtime) apiExterns(m map[string]interp.Extern) {
	m["omp_get_num_devices"] = func(c *interp.ExternCall) uint64 { return 1 }
	m["omp_get_initial_device"] = func(c *interp.ExternCall) uint64 { return initialDevice }
	m["omp_get_default_device"] = func(c *interp.ExternCall) uint64 {
		rt.mu.Lock()
		defer rt.mu.Unlock()
		return i32(rt.defaultDev)
	}
	m["omp_set_default_device"] = func(c *interp.ExternCall) uint64 {
		rt.mu.Lock()
		defer rt.mu.Unlock()
		if d := int(int32(c.Arg(0))); d == 0 || d == initialDevice {
			rt.defaultDev = d
		}
		return 0
	}
	m["omp_is_initial_device"] = func(c *interp.ExternCall) uint64 {
		if IsDevice(c.T) {
			return 0
		}
		return 1
	}
	m["omp_get_device_num"] = func(c *interp.ExternCall) uint64 {
		if IsDevice(c.T) {
			return 0
		}
		return initialDevice
	}
	// dev resolves a device argument: true for device 0, false for the
	// host; any other number is an error.
	dev := func(c *interp.ExternCall, i int) bool {
		d := int64(int32(c.Arg(i)))
		switch d {
		case 0:
			return true
		case initialDevice:
			return false
		}
		errorf(c, "'%s': device %d does not exist (device 0, and %d is the initial device)", c.Fn.Name, d, initialDevice)
		return false
	}
	// omp_target_alloc and libomptarget's explicit allocators: device
	// memory, or (llvm_omp_target_alloc_host, _shared) a host block of
	// that kind. On the initial device each is the heap's (libomptarget
	// mallocs).
	alloc := func(c *interp.ExternCall, k MemKind) uint64 {
		size := c.Arg(0)
		if size == 0 {
			return 0
		}
		onDev := dev(c, 1)
		if onDev && k != MemDevice {
			p := rt.allocKind(c, size, k)
			if p != 0 {
				rt.tracef("%s size=%d kind=%s host=0x%x", c.Fn.Name, size, k, p)
			}
			return p
		}
		var al *interp.Allocation
		var err error
		if onDev {
			al, err = c.T.M.AllocDevice(size, 16, c.Fn.Name, c.Op)
		} else {
			al, err = c.T.M.Alloc(size, 16, interp.HeapAlloc, c.Fn.Name, c.Op)
		}
		if err != nil {
			return 0
		}
		rt.mu.Lock()
		rt.stats.Allocs++
		rt.mu.Unlock()
		if onDev {
			rt.devAlloc(c.T, al.Base, size)
		}
		rt.tracef("%s size=%d device=0x%x", c.Fn.Name, size, al.Base)
		return al.Base
	}
	m["omp_target_alloc"] = func(c *interp.ExternCall) uint64 { return alloc(c, MemDevice) }
	for _, k := range []MemKind{MemDevice, MemHost, MemShared} {
		m[k.allocator()] = func(c *interp.ExternCall) uint64 { return alloc(c, k) }
	}
	// omp_target_free frees every kind (LLVM 16's CUDA plugin tells
	// pinned memory, cuMemFreeHost's, from the rest, cuMemFree's), and so
	// do llvm_omp_target_free_device, _host and _shared: the plugin
	// ignores the kind they pass.
	free := func(c *interp.ExternCall) uint64 {
		p := c.Arg(0)
		onDev := dev(c, 1)
		if p == 0 {
			return 0
		}
		var err error
		switch k, ok := rt.kinds.kind(p); {
		case ok && !onDev:
			errorf(c, "%s: 0x%x is device 0's %s memory (from %s), freed with the initial device %d", c.Fn.Name, p, k, k.allocator(), initialDevice)
		case ok:
			rt.freeKind(c, p)
			rt.tracef("%s kind=%s host=0x%x", c.Fn.Name, k, p)
			return 0
		case onDev:
			err = c.T.M.FreeDevice(p, c.Op)
		default:
			err = c.T.M.Free(p, c.Op)
		}
		if err != nil {
			errorf(c, "%s: %v", c.Fn.Name, err)
		}
		if onDev {
			rt.devFree(c.T, p)
		}
		rt.tracef("%s device=0x%x", c.Fn.Name, p)
		return 0
	}
	m["omp_target_free"] = free
	for _, k := range []MemKind{MemDevice, MemHost, MemShared} {
		m["llvm_omp_target_free_"+k.String()] = free
	}
	// omp_target_memcpy(dst, src, length, dst_offset, src_offset,
	// dst_device, src_device).
	m["omp_target_memcpy"] = func(c *interp.ExternCall) uint64 {
		dst, src, n := c.Arg(0)+c.Arg(3), c.Arg(1)+c.Arg(4), c.Arg(2)
		dd, sd := dev(c, 5), dev(c, 6)
		rt.memcpy(c, dst, src, n, dd, sd)
		return 0
	}
	// omp_target_memcpy_rect(dst, src, element_size, num_dims, volume,
	// dst_offsets, src_offsets, dst_dimensions, src_dimensions,
	// dst_device, src_device): both pointers null asks for the most
	// dimensions supported.
	m["omp_target_memcpy_rect"] = func(c *interp.ExternCall) uint64 {
		a := append([]uint64(nil), c.Args...)
		if a[0] == 0 && a[1] == 0 {
			return i32(math.MaxInt32)
		}
		dd, sd := dev(c, 9), dev(c, 10)
		es, nd := a[2], int(int32(a[3]))
		if nd < 1 {
			return i32(-1)
		}
		ld := func(arr uint64, i int) uint64 {
			c.T.CheckRange(c.Op, arr+8*uint64(i), 8, "omp_target_memcpy_rect: reading its arrays")
			v, _ := c.T.M.LoadN(arr+8*uint64(i), 8)
			return v
		}
		var rec func(d int, dst, src uint64)
		rec = func(d int, dst, src uint64) {
			// The byte size of one step in dimension d of each side.
			dstep, sstep := es, es
			for k := d + 1; k < nd; k++ {
				dstep *= ld(a[7], k)
				sstep *= ld(a[8], k)
			}
			dst += ld(a[5], d) * dstep
			src += ld(a[6], d) * sstep
			if d == nd-1 {
				rt.memcpy(c, dst, src, ld(a[4], d)*es, dd, sd)
				return
			}
			for i := uint64(0); i < ld(a[4], d); i++ {
				rec(d+1, dst+i*dstep, src+i*sstep)
			}
		}
		rec(0, a[0], a[1])
		return 0
	}
	m["omp_target_is_present"] = func(c *interp.ExternCall) uint64 {
		if !dev(c, 1) {
			return 1
		}
		_, ok := rt.translate(c.Arg(0))
		return b2u(ok)
	}
	m["omp_get_mapped_ptr"] = func(c *interp.ExternCall) uint64 {
		p := c.Arg(0)
		if !dev(c, 1) || p == 0 {
			return p
		}
		d, _ := rt.translate(p)
		return d
	}
	// omp_target_associate_ptr(host, device, size, device_offset, dev):
	// a mapping that exit data never removes, with no allocation; copies
	// to and from it count as explicit transfers, also under USM.
	m["omp_target_associate_ptr"] = func(c *interp.ExternCall) uint64 {
		host, devp, size, off := c.Arg(0), c.Arg(1), c.Arg(2), c.Arg(3)
		if !dev(c, 4) || host == 0 || devp == 0 || size == 0 {
			return i32(-1)
		}
		rt.mu.Lock()
		m, contained := rt.lookup(host, size)
		if m == nil {
			rt.insert(&mapping{begin: host, end: host + size, tgt: devp + off, dyn: infinite, name: "omp_target_associate_ptr"})
		}
		rt.mu.Unlock()
		switch {
		case m == nil:
			rt.tracef("associate host=0x%x size=%d device=0x%x", host, size, devp+off)
		case contained && m.begin == host && m.tgt == devp+off && !m.alloc:
			// the same association again
		default:
			errorf(c, "omp_target_associate_ptr: host address 0x%x (%d bytes) is already mapped: %s of %d bytes at 0x%x, device 0x%x", host, size, m.label(), m.end-m.begin, m.begin, m.tgt)
		}
		return 0
	}
	m["omp_target_disassociate_ptr"] = func(c *interp.ExternCall) uint64 {
		host := c.Arg(0)
		if !dev(c, 1) {
			return i32(-1)
		}
		rt.mu.Lock()
		m, _ := rt.lookup(host, 0)
		if m == nil || m.begin != host || m.alloc {
			rt.mu.Unlock()
			return i32(-1) // not associated through omp_target_associate_ptr
		}
		rt.remove(m)
		rt.mu.Unlock()
		rt.tracef("disassociate host=0x%x device=0x%x", host, m.tgt)
		return 0
	}
}

// memcpy copies between host and device memory (omp_target_memcpy); a
// copy between the two counts as an explicit transfer.
func (rt *Runtime) memcpy(c *interp.ExternCall, dst, src, n uint64, dstDev, srcDev bool) {
	copyMem(c, c.Op, dst, src, n, "'"+c.Fn.Name+"'")
	if dstDev != srcDev && n > 0 {
		rt.mu.Lock()
		if dstDev {
			rt.stats.ToBytes += n
		} else {
			rt.stats.FromBytes += n
		}
		rt.stats.Transfers++
		rt.mu.Unlock()
		host := dst
		if dstDev {
			host = src
		}
		rt.devCopy(c.T, dstDev, host, n)
		dir := "to"
		if srcDev {
			dir = "from"
		}
		rt.tracef("%s %s device dst=0x%x src=0x%x size=%d", c.Fn.Name, dir, dst, src, n)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
