[x,y ; z]
[x=1, ; y=2]
[x,
 y]
[x
, y]
[x 
 ]
{x,y}
{x,y,}
{x y}
{a ;; b}
{x ;;; y}
