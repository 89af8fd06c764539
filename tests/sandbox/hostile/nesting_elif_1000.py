# attack: an if with 1,000 elif branches
# covers: deep_nesting
# gate: pass
# runtime: ok
# layer: gate
n = 999
if n == 0:
    print(0)
elif n == 1:
    print(1)
elif n == 2:
    print(2)
elif n == 3:
    print(3)
elif n == 4:
    print(4)
elif n == 5:
    print(5)
elif n == 6:
    print(6)
elif n == 7:
    print(7)
elif n == 8:
    print(8)
elif n == 9:
    print(9)
elif n == 10:
    print(10)
elif n == 11:
    print(11)
elif n == 12:
    print(12)
elif n == 13:
    print(13)
elif n == 14:
    print(14)
elif n == 15:
    print(15)
elif n == 16:
    print(16)
elif n == 17:
    print(17)
elif n == 18:
    print(18)
elif n == 19:
    print(19)
elif n == 20:
    print(20)
elif n == 21:
    print(21)
elif n == 22:
    print(22)
elif n == 23:
    print(23)
elif n == 24:
    print(24)
elif n == 25:
    print(25)
elif n == 26:
    print(26)
elif n == 27:
    print(27)
elif n == 28:
    print(28)
elif n == 29:
    print(29)
elif n == 30:
    print(30)
elif n == 31:
    print(31)
elif n == 32:
    print(32)
elif n == 33:
    print(33)
elif n == 34:
    print(34)
elif n == 35:
    print(35)
elif n == 36:
    print(36)
elif n == 37:
    print(37)
elif n == 38:
    print(38)
elif n == 39:
    print(39)
elif n == 40:
    print(40)
elif n == 41:
    print(41)
elif n == 42:
    print(42)
elif n == 43:
    print(43)
elif n == 44:
    print(44)
elif n == 45:
    print(45)
elif n == 46:
    print(46)
elif n == 47:
    print(47)
elif n == 48:
    print(48)
elif n == 49:
    print(49)
elif n == 50:
    print(50)
elif n == 51:
    print(51)
elif n == 52:
    print(52)
elif n == 53:
    print(53)
elif n == 54:
    print(54)
elif n == 55:
    print(55)
elif n == 56:
    print(56)
elif n == 57:
    print(57)
elif n == 58:
    print(58)
elif n == 59:
    print(59)
elif n == 60:
    print(60)
elif n == 61:
    print(61)
elif n == 62:
    print(62)
elif n == 63:
    print(63)
elif n == 64:
    print(64)
elif n == 65:
    print(65)
elif n == 66:
    print(66)
elif n == 67:
    print(67)
elif n == 68:
    print(68)
elif n == 69:
    print(69)
elif n == 70:
    print(70)
elif n == 71:
    print(71)
elif n == 72:
    print(72)
elif n == 73:
    print(73)
elif n == 74:
    print(74)
elif n == 75:
    print(75)
elif n == 76:
    print(76)
elif n == 77:
    print(77)
elif n == 78:
    print(78)
elif n == 79:
    print(79)
elif n == 80:
    print(80)
elif n == 81:
    print(81)
elif n == 82:
    print(82)
elif n == 83:
    print(83)
elif n == 84:
    print(84)
elif n == 85:
    print(85)
elif n == 86:
    print(86)
elif n == 87:
    print(87)
elif n == 88:
    print(88)
elif n == 89:
    print(89)
elif n == 90:
    print(90)
elif n == 91:
    print(91)
elif n == 92:
    print(92)
elif n == 93:
    print(93)
elif n == 94:
    print(94)
elif n == 95:
    print(95)
elif n == 96:
    print(96)
elif n == 97:
    print(97)
elif n == 98:
    print(98)
elif n == 99:
    print(99)
elif n == 100:
    print(100)
elif n == 101:
    print(101)
elif n == 102:
    print(102)
elif n == 103:
    print(103)
elif n == 104:
    print(104)
elif n == 105:
    print(105)
elif n == 106:
    print(106)
elif n == 107:
    print(107)
elif n == 108:
    print(108)
elif n == 109:
    print(109)
elif n == 110:
    print(110)
elif n == 111:
    print(111)
elif n == 112:
    print(112)
elif n == 113:
    print(113)
elif n == 114:
    print(114)
elif n == 115:
    print(115)
elif n == 116:
    print(116)
elif n == 117:
    print(117)
elif n == 118:
    print(118)
elif n == 119:
    print(119)
elif n == 120:
    print(120)
elif n == 121:
    print(121)
elif n == 122:
    print(122)
elif n == 123:
    print(123)
elif n == 124:
    print(124)
elif n == 125:
    print(125)
elif n == 126:
    print(126)
elif n == 127:
    print(127)
elif n == 128:
    print(128)
elif n == 129:
    print(129)
elif n == 130:
    print(130)
elif n == 131:
    print(131)
elif n == 132:
    print(132)
elif n == 133:
    print(133)
elif n == 134:
    print(134)
elif n == 135:
    print(135)
elif n == 136:
    print(136)
elif n == 137:
    print(137)
elif n == 138:
    print(138)
elif n == 139:
    print(139)
elif n == 140:
    print(140)
elif n == 141:
    print(141)
elif n == 142:
    print(142)
elif n == 143:
    print(143)
elif n == 144:
    print(144)
elif n == 145:
    print(145)
elif n == 146:
    print(146)
elif n == 147:
    print(147)
elif n == 148:
    print(148)
elif n == 149:
    print(149)
elif n == 150:
    print(150)
elif n == 151:
    print(151)
elif n == 152:
    print(152)
elif n == 153:
    print(153)
elif n == 154:
    print(154)
elif n == 155:
    print(155)
elif n == 156:
    print(156)
elif n == 157:
    print(157)
elif n == 158:
    print(158)
elif n == 159:
    print(159)
elif n == 160:
    print(160)
elif n == 161:
    print(161)
elif n == 162:
    print(162)
elif n == 163:
    print(163)
elif n == 164:
    print(164)
elif n == 165:
    print(165)
elif n == 166:
    print(166)
elif n == 167:
    print(167)
elif n == 168:
    print(168)
elif n == 169:
    print(169)
elif n == 170:
    print(170)
elif n == 171:
    print(171)
elif n == 172:
    print(172)
elif n == 173:
    print(173)
elif n == 174:
    print(174)
elif n == 175:
    print(175)
elif n == 176:
    print(176)
elif n == 177:
    print(177)
elif n == 178:
    print(178)
elif n == 179:
    print(179)
elif n == 180:
    print(180)
elif n == 181:
    print(181)
elif n == 182:
    print(182)
elif n == 183:
    print(183)
elif n == 184:
    print(184)
elif n == 185:
    print(185)
elif n == 186:
    print(186)
elif n == 187:
    print(187)
elif n == 188:
    print(188)
elif n == 189:
    print(189)
elif n == 190:
    print(190)
elif n == 191:
    print(191)
elif n == 192:
    print(192)
elif n == 193:
    print(193)
elif n == 194:
    print(194)
elif n == 195:
    print(195)
elif n == 196:
    print(196)
elif n == 197:
    print(197)
elif n == 198:
    print(198)
elif n == 199:
    print(199)
elif n == 200:
    print(200)
elif n == 201:
    print(201)
elif n == 202:
    print(202)
elif n == 203:
    print(203)
elif n == 204:
    print(204)
elif n == 205:
    print(205)
elif n == 206:
    print(206)
elif n == 207:
    print(207)
elif n == 208:
    print(208)
elif n == 209:
    print(209)
elif n == 210:
    print(210)
elif n == 211:
    print(211)
elif n == 212:
    print(212)
elif n == 213:
    print(213)
elif n == 214:
    print(214)
elif n == 215:
    print(215)
elif n == 216:
    print(216)
elif n == 217:
    print(217)
elif n == 218:
    print(218)
elif n == 219:
    print(219)
elif n == 220:
    print(220)
elif n == 221:
    print(221)
elif n == 222:
    print(222)
elif n == 223:
    print(223)
elif n == 224:
    print(224)
elif n == 225:
    print(225)
elif n == 226:
    print(226)
elif n == 227:
    print(227)
elif n == 228:
    print(228)
elif n == 229:
    print(229)
elif n == 230:
    print(230)
elif n == 231:
    print(231)
elif n == 232:
    print(232)
elif n == 233:
    print(233)
elif n == 234:
    print(234)
elif n == 235:
    print(235)
elif n == 236:
    print(236)
elif n == 237:
    print(237)
elif n == 238:
    print(238)
elif n == 239:
    print(239)
elif n == 240:
    print(240)
elif n == 241:
    print(241)
elif n == 242:
    print(242)
elif n == 243:
    print(243)
elif n == 244:
    print(244)
elif n == 245:
    print(245)
elif n == 246:
    print(246)
elif n == 247:
    print(247)
elif n == 248:
    print(248)
elif n == 249:
    print(249)
elif n == 250:
    print(250)
elif n == 251:
    print(251)
elif n == 252:
    print(252)
elif n == 253:
    print(253)
elif n == 254:
    print(254)
elif n == 255:
    print(255)
elif n == 256:
    print(256)
elif n == 257:
    print(257)
elif n == 258:
    print(258)
elif n == 259:
    print(259)
elif n == 260:
    print(260)
elif n == 261:
    print(261)
elif n == 262:
    print(262)
elif n == 263:
    print(263)
elif n == 264:
    print(264)
elif n == 265:
    print(265)
elif n == 266:
    print(266)
elif n == 267:
    print(267)
elif n == 268:
    print(268)
elif n == 269:
    print(269)
elif n == 270:
    print(270)
elif n == 271:
    print(271)
elif n == 272:
    print(272)
elif n == 273:
    print(273)
elif n == 274:
    print(274)
elif n == 275:
    print(275)
elif n == 276:
    print(276)
elif n == 277:
    print(277)
elif n == 278:
    print(278)
elif n == 279:
    print(279)
elif n == 280:
    print(280)
elif n == 281:
    print(281)
elif n == 282:
    print(282)
elif n == 283:
    print(283)
elif n == 284:
    print(284)
elif n == 285:
    print(285)
elif n == 286:
    print(286)
elif n == 287:
    print(287)
elif n == 288:
    print(288)
elif n == 289:
    print(289)
elif n == 290:
    print(290)
elif n == 291:
    print(291)
elif n == 292:
    print(292)
elif n == 293:
    print(293)
elif n == 294:
    print(294)
elif n == 295:
    print(295)
elif n == 296:
    print(296)
elif n == 297:
    print(297)
elif n == 298:
    print(298)
elif n == 299:
    print(299)
elif n == 300:
    print(300)
elif n == 301:
    print(301)
elif n == 302:
    print(302)
elif n == 303:
    print(303)
elif n == 304:
    print(304)
elif n == 305:
    print(305)
elif n == 306:
    print(306)
elif n == 307:
    print(307)
elif n == 308:
    print(308)
elif n == 309:
    print(309)
elif n == 310:
    print(310)
elif n == 311:
    print(311)
elif n == 312:
    print(312)
elif n == 313:
    print(313)
elif n == 314:
    print(314)
elif n == 315:
    print(315)
elif n == 316:
    print(316)
elif n == 317:
    print(317)
elif n == 318:
    print(318)
elif n == 319:
    print(319)
elif n == 320:
    print(320)
elif n == 321:
    print(321)
elif n == 322:
    print(322)
elif n == 323:
    print(323)
elif n == 324:
    print(324)
elif n == 325:
    print(325)
elif n == 326:
    print(326)
elif n == 327:
    print(327)
elif n == 328:
    print(328)
elif n == 329:
    print(329)
elif n == 330:
    print(330)
elif n == 331:
    print(331)
elif n == 332:
    print(332)
elif n == 333:
    print(333)
elif n == 334:
    print(334)
elif n == 335:
    print(335)
elif n == 336:
    print(336)
elif n == 337:
    print(337)
elif n == 338:
    print(338)
elif n == 339:
    print(339)
elif n == 340:
    print(340)
elif n == 341:
    print(341)
elif n == 342:
    print(342)
elif n == 343:
    print(343)
elif n == 344:
    print(344)
elif n == 345:
    print(345)
elif n == 346:
    print(346)
elif n == 347:
    print(347)
elif n == 348:
    print(348)
elif n == 349:
    print(349)
elif n == 350:
    print(350)
elif n == 351:
    print(351)
elif n == 352:
    print(352)
elif n == 353:
    print(353)
elif n == 354:
    print(354)
elif n == 355:
    print(355)
elif n == 356:
    print(356)
elif n == 357:
    print(357)
elif n == 358:
    print(358)
elif n == 359:
    print(359)
elif n == 360:
    print(360)
elif n == 361:
    print(361)
elif n == 362:
    print(362)
elif n == 363:
    print(363)
elif n == 364:
    print(364)
elif n == 365:
    print(365)
elif n == 366:
    print(366)
elif n == 367:
    print(367)
elif n == 368:
    print(368)
elif n == 369:
    print(369)
elif n == 370:
    print(370)
elif n == 371:
    print(371)
elif n == 372:
    print(372)
elif n == 373:
    print(373)
elif n == 374:
    print(374)
elif n == 375:
    print(375)
elif n == 376:
    print(376)
elif n == 377:
    print(377)
elif n == 378:
    print(378)
elif n == 379:
    print(379)
elif n == 380:
    print(380)
elif n == 381:
    print(381)
elif n == 382:
    print(382)
elif n == 383:
    print(383)
elif n == 384:
    print(384)
elif n == 385:
    print(385)
elif n == 386:
    print(386)
elif n == 387:
    print(387)
elif n == 388:
    print(388)
elif n == 389:
    print(389)
elif n == 390:
    print(390)
elif n == 391:
    print(391)
elif n == 392:
    print(392)
elif n == 393:
    print(393)
elif n == 394:
    print(394)
elif n == 395:
    print(395)
elif n == 396:
    print(396)
elif n == 397:
    print(397)
elif n == 398:
    print(398)
elif n == 399:
    print(399)
elif n == 400:
    print(400)
elif n == 401:
    print(401)
elif n == 402:
    print(402)
elif n == 403:
    print(403)
elif n == 404:
    print(404)
elif n == 405:
    print(405)
elif n == 406:
    print(406)
elif n == 407:
    print(407)
elif n == 408:
    print(408)
elif n == 409:
    print(409)
elif n == 410:
    print(410)
elif n == 411:
    print(411)
elif n == 412:
    print(412)
elif n == 413:
    print(413)
elif n == 414:
    print(414)
elif n == 415:
    print(415)
elif n == 416:
    print(416)
elif n == 417:
    print(417)
elif n == 418:
    print(418)
elif n == 419:
    print(419)
elif n == 420:
    print(420)
elif n == 421:
    print(421)
elif n == 422:
    print(422)
elif n == 423:
    print(423)
elif n == 424:
    print(424)
elif n == 425:
    print(425)
elif n == 426:
    print(426)
elif n == 427:
    print(427)
elif n == 428:
    print(428)
elif n == 429:
    print(429)
elif n == 430:
    print(430)
elif n == 431:
    print(431)
elif n == 432:
    print(432)
elif n == 433:
    print(433)
elif n == 434:
    print(434)
elif n == 435:
    print(435)
elif n == 436:
    print(436)
elif n == 437:
    print(437)
elif n == 438:
    print(438)
elif n == 439:
    print(439)
elif n == 440:
    print(440)
elif n == 441:
    print(441)
elif n == 442:
    print(442)
elif n == 443:
    print(443)
elif n == 444:
    print(444)
elif n == 445:
    print(445)
elif n == 446:
    print(446)
elif n == 447:
    print(447)
elif n == 448:
    print(448)
elif n == 449:
    print(449)
elif n == 450:
    print(450)
elif n == 451:
    print(451)
elif n == 452:
    print(452)
elif n == 453:
    print(453)
elif n == 454:
    print(454)
elif n == 455:
    print(455)
elif n == 456:
    print(456)
elif n == 457:
    print(457)
elif n == 458:
    print(458)
elif n == 459:
    print(459)
elif n == 460:
    print(460)
elif n == 461:
    print(461)
elif n == 462:
    print(462)
elif n == 463:
    print(463)
elif n == 464:
    print(464)
elif n == 465:
    print(465)
elif n == 466:
    print(466)
elif n == 467:
    print(467)
elif n == 468:
    print(468)
elif n == 469:
    print(469)
elif n == 470:
    print(470)
elif n == 471:
    print(471)
elif n == 472:
    print(472)
elif n == 473:
    print(473)
elif n == 474:
    print(474)
elif n == 475:
    print(475)
elif n == 476:
    print(476)
elif n == 477:
    print(477)
elif n == 478:
    print(478)
elif n == 479:
    print(479)
elif n == 480:
    print(480)
elif n == 481:
    print(481)
elif n == 482:
    print(482)
elif n == 483:
    print(483)
elif n == 484:
    print(484)
elif n == 485:
    print(485)
elif n == 486:
    print(486)
elif n == 487:
    print(487)
elif n == 488:
    print(488)
elif n == 489:
    print(489)
elif n == 490:
    print(490)
elif n == 491:
    print(491)
elif n == 492:
    print(492)
elif n == 493:
    print(493)
elif n == 494:
    print(494)
elif n == 495:
    print(495)
elif n == 496:
    print(496)
elif n == 497:
    print(497)
elif n == 498:
    print(498)
elif n == 499:
    print(499)
elif n == 500:
    print(500)
elif n == 501:
    print(501)
elif n == 502:
    print(502)
elif n == 503:
    print(503)
elif n == 504:
    print(504)
elif n == 505:
    print(505)
elif n == 506:
    print(506)
elif n == 507:
    print(507)
elif n == 508:
    print(508)
elif n == 509:
    print(509)
elif n == 510:
    print(510)
elif n == 511:
    print(511)
elif n == 512:
    print(512)
elif n == 513:
    print(513)
elif n == 514:
    print(514)
elif n == 515:
    print(515)
elif n == 516:
    print(516)
elif n == 517:
    print(517)
elif n == 518:
    print(518)
elif n == 519:
    print(519)
elif n == 520:
    print(520)
elif n == 521:
    print(521)
elif n == 522:
    print(522)
elif n == 523:
    print(523)
elif n == 524:
    print(524)
elif n == 525:
    print(525)
elif n == 526:
    print(526)
elif n == 527:
    print(527)
elif n == 528:
    print(528)
elif n == 529:
    print(529)
elif n == 530:
    print(530)
elif n == 531:
    print(531)
elif n == 532:
    print(532)
elif n == 533:
    print(533)
elif n == 534:
    print(534)
elif n == 535:
    print(535)
elif n == 536:
    print(536)
elif n == 537:
    print(537)
elif n == 538:
    print(538)
elif n == 539:
    print(539)
elif n == 540:
    print(540)
elif n == 541:
    print(541)
elif n == 542:
    print(542)
elif n == 543:
    print(543)
elif n == 544:
    print(544)
elif n == 545:
    print(545)
elif n == 546:
    print(546)
elif n == 547:
    print(547)
elif n == 548:
    print(548)
elif n == 549:
    print(549)
elif n == 550:
    print(550)
elif n == 551:
    print(551)
elif n == 552:
    print(552)
elif n == 553:
    print(553)
elif n == 554:
    print(554)
elif n == 555:
    print(555)
elif n == 556:
    print(556)
elif n == 557:
    print(557)
elif n == 558:
    print(558)
elif n == 559:
    print(559)
elif n == 560:
    print(560)
elif n == 561:
    print(561)
elif n == 562:
    print(562)
elif n == 563:
    print(563)
elif n == 564:
    print(564)
elif n == 565:
    print(565)
elif n == 566:
    print(566)
elif n == 567:
    print(567)
elif n == 568:
    print(568)
elif n == 569:
    print(569)
elif n == 570:
    print(570)
elif n == 571:
    print(571)
elif n == 572:
    print(572)
elif n == 573:
    print(573)
elif n == 574:
    print(574)
elif n == 575:
    print(575)
elif n == 576:
    print(576)
elif n == 577:
    print(577)
elif n == 578:
    print(578)
elif n == 579:
    print(579)
elif n == 580:
    print(580)
elif n == 581:
    print(581)
elif n == 582:
    print(582)
elif n == 583:
    print(583)
elif n == 584:
    print(584)
elif n == 585:
    print(585)
elif n == 586:
    print(586)
elif n == 587:
    print(587)
elif n == 588:
    print(588)
elif n == 589:
    print(589)
elif n == 590:
    print(590)
elif n == 591:
    print(591)
elif n == 592:
    print(592)
elif n == 593:
    print(593)
elif n == 594:
    print(594)
elif n == 595:
    print(595)
elif n == 596:
    print(596)
elif n == 597:
    print(597)
elif n == 598:
    print(598)
elif n == 599:
    print(599)
elif n == 600:
    print(600)
elif n == 601:
    print(601)
elif n == 602:
    print(602)
elif n == 603:
    print(603)
elif n == 604:
    print(604)
elif n == 605:
    print(605)
elif n == 606:
    print(606)
elif n == 607:
    print(607)
elif n == 608:
    print(608)
elif n == 609:
    print(609)
elif n == 610:
    print(610)
elif n == 611:
    print(611)
elif n == 612:
    print(612)
elif n == 613:
    print(613)
elif n == 614:
    print(614)
elif n == 615:
    print(615)
elif n == 616:
    print(616)
elif n == 617:
    print(617)
elif n == 618:
    print(618)
elif n == 619:
    print(619)
elif n == 620:
    print(620)
elif n == 621:
    print(621)
elif n == 622:
    print(622)
elif n == 623:
    print(623)
elif n == 624:
    print(624)
elif n == 625:
    print(625)
elif n == 626:
    print(626)
elif n == 627:
    print(627)
elif n == 628:
    print(628)
elif n == 629:
    print(629)
elif n == 630:
    print(630)
elif n == 631:
    print(631)
elif n == 632:
    print(632)
elif n == 633:
    print(633)
elif n == 634:
    print(634)
elif n == 635:
    print(635)
elif n == 636:
    print(636)
elif n == 637:
    print(637)
elif n == 638:
    print(638)
elif n == 639:
    print(639)
elif n == 640:
    print(640)
elif n == 641:
    print(641)
elif n == 642:
    print(642)
elif n == 643:
    print(643)
elif n == 644:
    print(644)
elif n == 645:
    print(645)
elif n == 646:
    print(646)
elif n == 647:
    print(647)
elif n == 648:
    print(648)
elif n == 649:
    print(649)
elif n == 650:
    print(650)
elif n == 651:
    print(651)
elif n == 652:
    print(652)
elif n == 653:
    print(653)
elif n == 654:
    print(654)
elif n == 655:
    print(655)
elif n == 656:
    print(656)
elif n == 657:
    print(657)
elif n == 658:
    print(658)
elif n == 659:
    print(659)
elif n == 660:
    print(660)
elif n == 661:
    print(661)
elif n == 662:
    print(662)
elif n == 663:
    print(663)
elif n == 664:
    print(664)
elif n == 665:
    print(665)
elif n == 666:
    print(666)
elif n == 667:
    print(667)
elif n == 668:
    print(668)
elif n == 669:
    print(669)
elif n == 670:
    print(670)
elif n == 671:
    print(671)
elif n == 672:
    print(672)
elif n == 673:
    print(673)
elif n == 674:
    print(674)
elif n == 675:
    print(675)
elif n == 676:
    print(676)
elif n == 677:
    print(677)
elif n == 678:
    print(678)
elif n == 679:
    print(679)
elif n == 680:
    print(680)
elif n == 681:
    print(681)
elif n == 682:
    print(682)
elif n == 683:
    print(683)
elif n == 684:
    print(684)
elif n == 685:
    print(685)
elif n == 686:
    print(686)
elif n == 687:
    print(687)
elif n == 688:
    print(688)
elif n == 689:
    print(689)
elif n == 690:
    print(690)
elif n == 691:
    print(691)
elif n == 692:
    print(692)
elif n == 693:
    print(693)
elif n == 694:
    print(694)
elif n == 695:
    print(695)
elif n == 696:
    print(696)
elif n == 697:
    print(697)
elif n == 698:
    print(698)
elif n == 699:
    print(699)
elif n == 700:
    print(700)
elif n == 701:
    print(701)
elif n == 702:
    print(702)
elif n == 703:
    print(703)
elif n == 704:
    print(704)
elif n == 705:
    print(705)
elif n == 706:
    print(706)
elif n == 707:
    print(707)
elif n == 708:
    print(708)
elif n == 709:
    print(709)
elif n == 710:
    print(710)
elif n == 711:
    print(711)
elif n == 712:
    print(712)
elif n == 713:
    print(713)
elif n == 714:
    print(714)
elif n == 715:
    print(715)
elif n == 716:
    print(716)
elif n == 717:
    print(717)
elif n == 718:
    print(718)
elif n == 719:
    print(719)
elif n == 720:
    print(720)
elif n == 721:
    print(721)
elif n == 722:
    print(722)
elif n == 723:
    print(723)
elif n == 724:
    print(724)
elif n == 725:
    print(725)
elif n == 726:
    print(726)
elif n == 727:
    print(727)
elif n == 728:
    print(728)
elif n == 729:
    print(729)
elif n == 730:
    print(730)
elif n == 731:
    print(731)
elif n == 732:
    print(732)
elif n == 733:
    print(733)
elif n == 734:
    print(734)
elif n == 735:
    print(735)
elif n == 736:
    print(736)
elif n == 737:
    print(737)
elif n == 738:
    print(738)
elif n == 739:
    print(739)
elif n == 740:
    print(740)
elif n == 741:
    print(741)
elif n == 742:
    print(742)
elif n == 743:
    print(743)
elif n == 744:
    print(744)
elif n == 745:
    print(745)
elif n == 746:
    print(746)
elif n == 747:
    print(747)
elif n == 748:
    print(748)
elif n == 749:
    print(749)
elif n == 750:
    print(750)
elif n == 751:
    print(751)
elif n == 752:
    print(752)
elif n == 753:
    print(753)
elif n == 754:
    print(754)
elif n == 755:
    print(755)
elif n == 756:
    print(756)
elif n == 757:
    print(757)
elif n == 758:
    print(758)
elif n == 759:
    print(759)
elif n == 760:
    print(760)
elif n == 761:
    print(761)
elif n == 762:
    print(762)
elif n == 763:
    print(763)
elif n == 764:
    print(764)
elif n == 765:
    print(765)
elif n == 766:
    print(766)
elif n == 767:
    print(767)
elif n == 768:
    print(768)
elif n == 769:
    print(769)
elif n == 770:
    print(770)
elif n == 771:
    print(771)
elif n == 772:
    print(772)
elif n == 773:
    print(773)
elif n == 774:
    print(774)
elif n == 775:
    print(775)
elif n == 776:
    print(776)
elif n == 777:
    print(777)
elif n == 778:
    print(778)
elif n == 779:
    print(779)
elif n == 780:
    print(780)
elif n == 781:
    print(781)
elif n == 782:
    print(782)
elif n == 783:
    print(783)
elif n == 784:
    print(784)
elif n == 785:
    print(785)
elif n == 786:
    print(786)
elif n == 787:
    print(787)
elif n == 788:
    print(788)
elif n == 789:
    print(789)
elif n == 790:
    print(790)
elif n == 791:
    print(791)
elif n == 792:
    print(792)
elif n == 793:
    print(793)
elif n == 794:
    print(794)
elif n == 795:
    print(795)
elif n == 796:
    print(796)
elif n == 797:
    print(797)
elif n == 798:
    print(798)
elif n == 799:
    print(799)
elif n == 800:
    print(800)
elif n == 801:
    print(801)
elif n == 802:
    print(802)
elif n == 803:
    print(803)
elif n == 804:
    print(804)
elif n == 805:
    print(805)
elif n == 806:
    print(806)
elif n == 807:
    print(807)
elif n == 808:
    print(808)
elif n == 809:
    print(809)
elif n == 810:
    print(810)
elif n == 811:
    print(811)
elif n == 812:
    print(812)
elif n == 813:
    print(813)
elif n == 814:
    print(814)
elif n == 815:
    print(815)
elif n == 816:
    print(816)
elif n == 817:
    print(817)
elif n == 818:
    print(818)
elif n == 819:
    print(819)
elif n == 820:
    print(820)
elif n == 821:
    print(821)
elif n == 822:
    print(822)
elif n == 823:
    print(823)
elif n == 824:
    print(824)
elif n == 825:
    print(825)
elif n == 826:
    print(826)
elif n == 827:
    print(827)
elif n == 828:
    print(828)
elif n == 829:
    print(829)
elif n == 830:
    print(830)
elif n == 831:
    print(831)
elif n == 832:
    print(832)
elif n == 833:
    print(833)
elif n == 834:
    print(834)
elif n == 835:
    print(835)
elif n == 836:
    print(836)
elif n == 837:
    print(837)
elif n == 838:
    print(838)
elif n == 839:
    print(839)
elif n == 840:
    print(840)
elif n == 841:
    print(841)
elif n == 842:
    print(842)
elif n == 843:
    print(843)
elif n == 844:
    print(844)
elif n == 845:
    print(845)
elif n == 846:
    print(846)
elif n == 847:
    print(847)
elif n == 848:
    print(848)
elif n == 849:
    print(849)
elif n == 850:
    print(850)
elif n == 851:
    print(851)
elif n == 852:
    print(852)
elif n == 853:
    print(853)
elif n == 854:
    print(854)
elif n == 855:
    print(855)
elif n == 856:
    print(856)
elif n == 857:
    print(857)
elif n == 858:
    print(858)
elif n == 859:
    print(859)
elif n == 860:
    print(860)
elif n == 861:
    print(861)
elif n == 862:
    print(862)
elif n == 863:
    print(863)
elif n == 864:
    print(864)
elif n == 865:
    print(865)
elif n == 866:
    print(866)
elif n == 867:
    print(867)
elif n == 868:
    print(868)
elif n == 869:
    print(869)
elif n == 870:
    print(870)
elif n == 871:
    print(871)
elif n == 872:
    print(872)
elif n == 873:
    print(873)
elif n == 874:
    print(874)
elif n == 875:
    print(875)
elif n == 876:
    print(876)
elif n == 877:
    print(877)
elif n == 878:
    print(878)
elif n == 879:
    print(879)
elif n == 880:
    print(880)
elif n == 881:
    print(881)
elif n == 882:
    print(882)
elif n == 883:
    print(883)
elif n == 884:
    print(884)
elif n == 885:
    print(885)
elif n == 886:
    print(886)
elif n == 887:
    print(887)
elif n == 888:
    print(888)
elif n == 889:
    print(889)
elif n == 890:
    print(890)
elif n == 891:
    print(891)
elif n == 892:
    print(892)
elif n == 893:
    print(893)
elif n == 894:
    print(894)
elif n == 895:
    print(895)
elif n == 896:
    print(896)
elif n == 897:
    print(897)
elif n == 898:
    print(898)
elif n == 899:
    print(899)
elif n == 900:
    print(900)
elif n == 901:
    print(901)
elif n == 902:
    print(902)
elif n == 903:
    print(903)
elif n == 904:
    print(904)
elif n == 905:
    print(905)
elif n == 906:
    print(906)
elif n == 907:
    print(907)
elif n == 908:
    print(908)
elif n == 909:
    print(909)
elif n == 910:
    print(910)
elif n == 911:
    print(911)
elif n == 912:
    print(912)
elif n == 913:
    print(913)
elif n == 914:
    print(914)
elif n == 915:
    print(915)
elif n == 916:
    print(916)
elif n == 917:
    print(917)
elif n == 918:
    print(918)
elif n == 919:
    print(919)
elif n == 920:
    print(920)
elif n == 921:
    print(921)
elif n == 922:
    print(922)
elif n == 923:
    print(923)
elif n == 924:
    print(924)
elif n == 925:
    print(925)
elif n == 926:
    print(926)
elif n == 927:
    print(927)
elif n == 928:
    print(928)
elif n == 929:
    print(929)
elif n == 930:
    print(930)
elif n == 931:
    print(931)
elif n == 932:
    print(932)
elif n == 933:
    print(933)
elif n == 934:
    print(934)
elif n == 935:
    print(935)
elif n == 936:
    print(936)
elif n == 937:
    print(937)
elif n == 938:
    print(938)
elif n == 939:
    print(939)
elif n == 940:
    print(940)
elif n == 941:
    print(941)
elif n == 942:
    print(942)
elif n == 943:
    print(943)
elif n == 944:
    print(944)
elif n == 945:
    print(945)
elif n == 946:
    print(946)
elif n == 947:
    print(947)
elif n == 948:
    print(948)
elif n == 949:
    print(949)
elif n == 950:
    print(950)
elif n == 951:
    print(951)
elif n == 952:
    print(952)
elif n == 953:
    print(953)
elif n == 954:
    print(954)
elif n == 955:
    print(955)
elif n == 956:
    print(956)
elif n == 957:
    print(957)
elif n == 958:
    print(958)
elif n == 959:
    print(959)
elif n == 960:
    print(960)
elif n == 961:
    print(961)
elif n == 962:
    print(962)
elif n == 963:
    print(963)
elif n == 964:
    print(964)
elif n == 965:
    print(965)
elif n == 966:
    print(966)
elif n == 967:
    print(967)
elif n == 968:
    print(968)
elif n == 969:
    print(969)
elif n == 970:
    print(970)
elif n == 971:
    print(971)
elif n == 972:
    print(972)
elif n == 973:
    print(973)
elif n == 974:
    print(974)
elif n == 975:
    print(975)
elif n == 976:
    print(976)
elif n == 977:
    print(977)
elif n == 978:
    print(978)
elif n == 979:
    print(979)
elif n == 980:
    print(980)
elif n == 981:
    print(981)
elif n == 982:
    print(982)
elif n == 983:
    print(983)
elif n == 984:
    print(984)
elif n == 985:
    print(985)
elif n == 986:
    print(986)
elif n == 987:
    print(987)
elif n == 988:
    print(988)
elif n == 989:
    print(989)
elif n == 990:
    print(990)
elif n == 991:
    print(991)
elif n == 992:
    print(992)
elif n == 993:
    print(993)
elif n == 994:
    print(994)
elif n == 995:
    print(995)
elif n == 996:
    print(996)
elif n == 997:
    print(997)
elif n == 998:
    print(998)
elif n == 999:
    print(999)
