@views y = x[2:end] .- x[1:end-1]
v = view(A, :, 1)
w = @view A[1, :]
A[:, begin] .= A[:, end]
B = A[begin:2:end, end:-1:begin]
@views for j in axes(A, 2)
    col = A[:, j]
    col ./= norm(col)
end
