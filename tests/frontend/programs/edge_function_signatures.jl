function (x) body end
function (x,y,) end
function (x = 1) end
function (; x = 1) end
function (f(x),) end
function ()(x) end
function (A).f() end
function (:)() end
function (x::T)() end
function (::g(x))() end
function (::Type{T})(x) end
function $f() end
function f{T}() end
function f()::g(T) end
function f() where {T} end
function f()::S where T end
function (f() where T) end
function (f()) where T end
function (x*y ) end
macro (:)(ex) end
macro $f() end
function $f end
