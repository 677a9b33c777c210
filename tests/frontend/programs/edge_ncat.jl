[x ; y ;; z ]
[x  y ;;; z ]
[x y ; z w ;;; a b ; c d]
[x ; y ;; z ; w ;;; a ; b ;; c ; d]
[x ;;;; y]
[a ; b ;;;; c ; d]
[a b ; c d ;;;; e f ; g h]
[a ;; 
 b]
[a b ;;
 c]
[a 
 b]
[a b

]
[a ; b;;]
[
  ;; 
 ]
T[a ; b ;; c ; d]
@S[a ;; b]
