"""Crash triage on held-out real logs: how well the rules generalise.

``tests/fixtures/logs/heldout`` holds rounds 2-3, ``heldout4`` round 4, ``heldout5`` round 5 and ``heldout6``
round 6, each collected and labelled (label and first fatal line) and committed before the classifier ever ran on
it, measured once, then fixed by family: all seen now, so they are regression guards. ``python bench/triage_accuracy.py -v heldout6`` prints the figures and the
logs that were got wrong; bench/results/triage_accuracy.txt keeps each round's first measure.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from specdec_tui.triage.classifier import LABELS

HELDOUT = Path(__file__).parent / "fixtures" / "logs" / "heldout"
HELDOUT4 = HELDOUT.parent / "heldout4"
HELDOUT5 = HELDOUT.parent / "heldout5"
HELDOUT6 = HELDOUT.parent / "heldout6"
HELDOUT7 = HELDOUT.parent / "heldout7"
HELDOUT8 = HELDOUT.parent / "heldout8"  # round 8a
HELDOUT9 = HELDOUT.parent / "heldout9"  # round 8b
HELDOUT10 = HELDOUT.parent / "heldout10"  # round 8c: real H200 output
HELDOUT11 = HELDOUT.parent / "heldout11"  # round 9a
HELDOUT12 = HELDOUT.parent / "heldout12"  # round 9b
ROUND10 = tuple(HELDOUT.parent / f"heldout{n}" for n in (13, 14, 15))  # round 10a-c
ROUND11 = tuple(HELDOUT.parent / f"heldout{n}" for n in (16, 17, 18))  # round 11a-c
ROUND12 = tuple(HELDOUT.parent / f"heldout{n}" for n in (19, 21))  # round 12a and 12c (12b was not collected)
ROUND13 = tuple(HELDOUT.parent / f"heldout{n}" for n in (22, 23))  # round 13a-b
ROUND14 = tuple(HELDOUT.parent / f"heldout{n}" for n in (24, 25, 26))  # round 14a-c
HELDOUT27 = HELDOUT.parent / "heldout27"  # round 14d: real H200 output
ROUND15 = tuple(HELDOUT.parent / f"heldout{n}" for n in (28, 29, 30))  # round 15a-c
ROUND16 = tuple(HELDOUT.parent / f"heldout{n}" for n in (31, 32, 33))  # round 16a-c
ROUND17 = tuple(HELDOUT.parent / f"heldout{n}" for n in (35, 36))  # round 17b-c (17a was not collected)
ROUND18 = tuple(HELDOUT.parent / f"heldout{n}" for n in (37, 38, 39, 40))  # round 18a-d
ROUND19 = tuple(HELDOUT.parent / f"heldout{n}" for n in (41, 42, 43))  # round 19a-c
ROUND20 = (HELDOUT.parent / "heldout46",)  # round 20c (20a and 20b had not landed when main was frozen)
ROUND21 = tuple(HELDOUT.parent / f"heldout{n}" for n in (44, 45, 47, 48))  # round 21a-d
ROUND22 = tuple(HELDOUT.parent / f"heldout{n}" for n in (49, 50, 51, 52))  # round 22a-d
ROUND23 = tuple(HELDOUT.parent / f"heldout{n}" for n in (53, 54, 55, 56))  # round 23a-d
ROUND24 = tuple(HELDOUT.parent / f"heldout{n}" for n in (57, 58, 59, 60))  # round 24a-d
ROUND25 = tuple(HELDOUT.parent / f"heldout{n}" for n in (61, 62, 63, 64, 65))  # round 25a-e
ROUND26 = tuple(HELDOUT.parent / f"heldout{n}" for n in (67, 68))  # round 26b-c (26a did not land)
ROUND27 = tuple(HELDOUT.parent / f"heldout{n}" for n in (69, 70, 71, 72))  # round 27a-d
ROUND28 = tuple(HELDOUT.parent / f"heldout{n}" for n in (75, 76, 77))  # round 28c-e (28a-b never started)
ROUND29 = tuple(HELDOUT.parent / f"heldout{n}" for n in (78, 79, 80, 81, 82))  # round 29a-e
ROUND30 = tuple(HELDOUT.parent / f"heldout{n}" for n in (83, 84, 85, 86, 87))  # round 30a-e
ROUND31 = tuple(HELDOUT.parent / f"heldout{n}" for n in (88, 89, 90, 91, 92))  # round 31a-e
ROUND32 = tuple(HELDOUT.parent / f"heldout{n}" for n in (93, 94, 95, 96, 97))  # round 32a-e (small: no search left)
ROUND33 = tuple(HELDOUT.parent / f"heldout{n}" for n in (98, 99, 100, 101, 102, 103))  # round 33a-f
ROUND34 = tuple(HELDOUT.parent / f"heldout{n}" for n in (106, 107, 108))  # rounds 34c, d, e (34a and b collected none)
ROUND35 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(109, 114))
ROUND36 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(114, 119))
ROUND37 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(119, 124))
ROUND38 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(124, 129))
ROUND39 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(129, 134))
ROUND40 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(134, 139))
ROUND41 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(139, 143))  # 41e collected none
ROUND42 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(143, 148))
ROUND43 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(148, 152))
ROUND44 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(152, 155))
ROUND45 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(155, 157))
ROUND46 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(157, 159))
ROUND47 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(159, 165))
ROUND48 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(165, 171))
ROUND49 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(171, 177))
ROUND50 = (HELDOUT.parent / "heldout177", HELDOUT.parent / "heldout178")  # real llama-server output on the CPU
ROUND51 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(179, 185))
ROUND52 = (HELDOUT.parent / "heldout185",)  # real CUDA llama-server output on the device machine's H100
ROUND53 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(186, 192))
ROUND54 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(192, 198))  # small: the search budget ran out
ROUND55 = (HELDOUT.parent / "heldout198",)  # real llama-server output on this machine's CPU, llamacpp_failures4.sh
ROUND56 = (HELDOUT.parent / "heldout199",)  # real llama-server output on this machine's CPU, llamacpp_failures2.sh
ROUND57 = (HELDOUT.parent / "heldout200",)  # real CUDA llama-server output on the device machine's H100, failures4
ROUND58 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(201, 207))
ROUND59 = (HELDOUT.parent / "heldout207",)  # real llama-server output on this machine's CPU, llamacpp_failures5.sh
ROUND60 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(208, 214))
ROUND61 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(214, 220))  # 61c small: its search took the time
# 62a-f public threads by symptom; 62g (heldout226) real CUDA llama-server output on the device machine's H200
ROUND62 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(220, 227))
ROUND63 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(227, 233))
# 64a-f public threads by symptom; 64g (heldout239) real CUDA llama-server output on the H200, failures5's 16 and 19-23
ROUND64 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(233, 240))
# 65a-f public threads by symptom; 65g (heldout246) real CUDA llama-server output on the H100, failures6's 01-10 and
# failures5's 17
ROUND65 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(240, 247))
ROUND66 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(247, 253))  # 66a small: its threads paste the agent's side
# 67a-f public threads by symptom (67b small: the search store's budget ran out); 67g (heldout259) real CUDA
# llama-server output on the H100, failures7's 01-11
ROUND67 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(253, 260))
# 68g alone (heldout260): real CUDA llama-server output on the H100, failures8's 01-10 (no public part: the search
# store's budget had run out)
ROUND68 = (HELDOUT.parent / "heldout260",)
# 69a-f public threads by symptom; 69g (heldout267) real CUDA llama-server output on the H100, failures9's 01-10
ROUND69 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(261, 268))
ROUND70 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(268, 274))  # 70a-f public threads by symptom
# 71a-f public threads by symptom (the search store's budget ran out during its collection); 71g (heldout280) real CUDA
# llama-server output on the H100, failures10's 01-10
ROUND71 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(274, 281))
# 72g alone (heldout281): real CUDA llama-server output on the H200, failures11's 01-10 (no public part: the search
# store's budget had run out)
ROUND72 = (HELDOUT.parent / "heldout281",)
ROUND73 = (HELDOUT.parent / "heldout282",)  # 73g alone: real CUDA llama-server output on the H100, failures12's 01-10
# 74a-f public threads by symptom; 74g (heldout289) real CUDA llama-server output on the H100, failures13's 01-10
ROUND74 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(283, 290))
# 75a-f public threads by symptom; 75g (heldout296) real CUDA llama-server output on the H100, failures14's 01-10
ROUND75 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(290, 297))
# 76a-f public threads by symptom (the search store's budget ran out during its collection; no real-run part)
ROUND76 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(297, 303))
# 77g and 77h alone: real CUDA llama-server output on the H100, failures15's and failures16's 01-10
ROUND77 = (HELDOUT.parent / "heldout303", HELDOUT.parent / "heldout304")
ROUND78 = (HELDOUT.parent / "heldout305",)  # 78g alone: real CUDA llama-server output on the H100, failures17's 01-10
# 79a LoRA adapters, 79b Windows and WSL2 hosts, 79c HPC batch systems and clusters, 79d smaller engines, 79e
# disaggregated prefill/decode and expert parallelism, 79f multimodal models
ROUND79 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(306, 312))
# 80a quantized models, 80b embedding and reranker servers, 80c mixture-of-experts models, 80d long context, 80e older
# and consumer GPUs, 80f servers under load and benchmarks, 80g and 80h real CUDA llama-server output on the H100
# (failures18, failures19)
ROUND80 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(313, 321))
# 81a models in their launch weeks, 81b RL frameworks driving engines, 81c edge and embedded devices, 81d process and
# container limits, 81e configuration and environment variables, 81f other inference runtimes
ROUND81 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(321, 327))
# 82a Kubernetes and managed deployments, 82b tool-calling, reasoning and structured-output parsers, 82c multi-node
# tensor and pipeline parallelism, 82d version and ABI mismatches, 82e benchmark and load-test runs, 82f GPU hardware
# and driver faults
ROUND82 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(327, 333))
# 83a long-running servers, 83b model download and cache problems, 83c the Python runtime under the engines, 83d offline
# Python APIs and bindings, 83e HTTP front ends and clients, 83f custom and fine-tuned models, 83g real CUDA llama-server
# output on the H100 (failures20)
ROUND83 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(333, 340))
# 84a cloud notebooks and free tiers, 84b CPU-only inference servers, 84c weight storage and checkpoint formats, 84d
# observability and logging configuration, 84e batch and offline inference jobs, 84f reward, classification, scoring and
# encoder-decoder models, 84g real CUDA llama-server output on the H100 (failures21: speculative decoding at a sweep's
# edges)
ROUND84 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(340, 347))
# 85: real CUDA llama-server output on the H100 alone (failures22: known failures in the log formats users turn on); the
# round's public parts were not collected (the search store's budget ran out)
ROUND85 = (HELDOUT.parent / "heldout347",)
# 86a gateways and proxies in front of the engines, 86b mixed and heterogeneous multi-GPU boxes, 86c precision and
# numerics, 86d attention back ends, 86e coding agents and chat front ends, 86f streaming, detokenization and stop handling
ROUND86 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(348, 354))
# 87a OpenAI's gpt-oss models, 87b DeepSeek models, 87c Qwen models, 87d Google's Gemma models, 87e Meta's Llama models,
# 87f the Mistral and GLM families (heldout354 is kept for the round's real GPU part)
ROUND87 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(355, 361))
# 88a Microsoft's Phi models, 88b NVIDIA's Nemotron models, 88c Moonshot's Kimi and MiniMax's models, 88d the other Chinese
# open model families, 88e IBM Granite, Cohere, TII Falcon and AI2 OLMo, 88f small and vision-language model families
# (the search store's budget ran out while the parts were collected: 5 to 12 logs a part)
ROUND88 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(361, 367))
# 89a and 89b: real CUDA llama-server output on the H100 alone (failures23: a server near its limits under a sweep's
# traffic; failures24: the endpoints and modes harnesses and front ends touch)
ROUND89 = (HELDOUT.parent / "heldout354", HELDOUT.parent / "heldout367")
# round 90, six public parts: 90a hybrid SSM and linear-attention families (Jamba, Mamba, RWKV, ...), 90b audio and speech
# models, 90c serverless and managed platforms (3 logs kept: the rest were not LLM engines' logs), 90d evaluation
# harnesses, 90e ARM and unified-memory machines, 90f code models and older open families
ROUND90 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(368, 374))
# round 91, six public parts: 91a Chinese domestic accelerators, 91b host memory offload and paging, 91c TLS, auth and
# network configuration, 91d desktop apps that bundle llama.cpp or an engine, 91e OCR and document models, 91f
# fine-tuning frameworks' serving and deploy commands
ROUND91 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(375, 381))
# round 93, six public parts: 93a speculative decoding variants, 93b video and multi-image inputs, 93c model switching,
# sleep and weight updates, 93d JIT compile caches, 93e compiled and mobile runtimes, 93f rented cloud GPU boxes
ROUND93 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(381, 387))
# round 92 (recorded after 93, no GPU machine being granted): real llama.cpp program output on this machine's CPU, 92a
# llamacpp_failures25.sh (llama-bench, batched-bench, perplexity, quantize, gguf-split, completion, fit-params) and 92b
# llamacpp_failures26.sh (quantize, imatrix, export-lora, tokenize, cvector-generator, completion, mtmd-cli, bench)
ROUND92 = (HELDOUT.parent / "heldout374", HELDOUT.parent / "heldout387")
# round 95: the same two scripts on an H100 (the session's one device call), real CUDA llama.cpp program output
ROUND95 = (HELDOUT.parent / "heldout388", HELDOUT.parent / "heldout389")
# round 96, eight public parts: 96a NIM containers and Triton's LLM back ends, 96b RAG and workflow platforms, 96c
# exllama, TabbyAPI, Aphrodite, MII, Petals and other community engines, 96d AMD consumer GPUs and APUs, 96e multi-GPU
# consumer rigs, 96f regional model families (two logs: the store holds few), 96g GPUs shared or virtualised (MIG,
# vGPU, passthrough VMs), 96h ollama on Linux servers as its users post it
ROUND96 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(390, 398))
# round 97, eight public parts by engine release and setting: 97a llama.cpp's 2026 builds, 97b vLLM's V1 releases of
# 2025-2026, 97c SGLang's 2025-2026 releases, 97d TensorRT-LLM 1.x (two logs: the store's threads were used), 97e
# reasoning models' long generations, 97f KV cache connectors and offload layers, 97g text-generation-webui and
# KoboldCpp's loaders, 97h LocalAI, llamafile, mistral.rs and other single-binary servers
ROUND97 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(398, 406))
# round 98, the four of eight public parts that found logs before the session's search budget ran out: 98d logs in
# another language than English (one log), 98e CI systems and job runners, 98f models newer than the engine, 98h Ray
# Serve LLM and Python serving frameworks (98a, b, c and g found none)
ROUND98 = tuple(HELDOUT.parent / f"heldout{n}" for n in (409, 410, 411, 413))
# round 99: real CUDA llama-server output on an H100 from llamacpp_failures27.sh (the CUDA runtime conditions a user
# debugging a crash meets, seen from outside the server)
ROUND99 = (HELDOUT.parent / "heldout414",)
# round 100, seven public parts: 100a RL post-training frameworks' rollout engines (heldout415), 100b Jetson and other
# embedded boards (416), 100c container resource limits (417), 100g process supervisors (418), 100d logs not in
# English (419), 100f models newer than the engine (420), 100h Ray Serve LLM and Python serving frameworks (421)
ROUND100 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(415, 422))
# round 101, by failure family: 101a hangs and deadlines (heldout422), 101b CUDA kernel faults (423), 101c collective
# communication (424), 101d the host out of memory (425), 101e request-level errors (426), 101f healthy logs that look
# alarming (427), 101g kernel compilation (428), 101h GPUs the build does not support (429)
ROUND101 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(422, 430))
# round 102: real CUDA llama-server output on an H200 from llamacpp_failures28.sh (the machine around the server)
ROUND102 = (HELDOUT.parent / "heldout430",)
# round 103, by era: the four of eight parts that found logs before the session's search budget ran out: 103b vLLM in
# 2024 (heldout432), 103c llama.cpp in 2023 (433), 103f SGLang in 2024 (436), 103h TensorRT-LLM and lmdeploy in
# 2023-2024 (438)
ROUND103 = tuple(HELDOUT.parent / f"heldout{n}" for n in (432, 433, 436, 438))
# round 104, by era and by project: 104a vLLM in 2023 (heldout439), 104b llama.cpp in 2024 (440), 104c ollama in
# 2023-2024 (441), 104d TGI in 2023-2024 (442), 104e SGLang in 2025 (443), 104f ollama in 2025-2026 (444), 104g LMDeploy
# and trtllm-serve in 2025-2026 (445), 104h llama.cpp forks and hybrid CPU/GPU MoE servers (446)
ROUND104 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(439, 447))
# round 105: 105a the model vendors' own repositories (heldout447), 105b serving stacks and orchestrators (448), 105c
# hardware vendors' forks and plugins of the engines (449)
ROUND105 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(447, 450))
# round 106, by era and by project: 106a vLLM in the first half of 2025 (heldout450), 106b TensorRT-LLM in 2024 (451),
# 106c LMDeploy in 2024 (452), 106d llama-server in 2025 (453), 106e model-serving platforms (454)
ROUND106 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(450, 455))
# round 107, speculative decoding by engine and two eras: 107a vLLM's speculative decoding (heldout455), 107b SGLang's
# (456), 107c llama.cpp's draft models (457), 107d TGI in 2025 (458), 107e vLLM in the second half of 2025 (459), 107f
# SGLang in the second half of 2024 (460)
ROUND107 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(455, 461))
# round 108: 108a Windows and WSL2 (heldout461), 108b AMD Instinct GPUs (462), 108c Apple Silicon (463), 108d quantized
# models (464)
ROUND108 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(461, 465))
# round 109: 109a llama.cpp's CUDA back end on consumer GPUs (heldout465), 109b vision-language models (466), 109c
# expert parallelism (467), 109d structured output and tool calling (468)
ROUND109 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(465, 469))
# round 110: 110a LoRA adapters (heldout469), 110b embedding and reranker models (470), 110c long context (471), 110d
# GPU hardware and driver faults (472)
ROUND110 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(469, 473))
# round 111 (the search store's budget ran out during it): 111a non-NVIDIA accelerators (heldout473), 111b benchmark
# runs (474: no log found, no folder), 111c disaggregated prefill/decode (475), 111d multi-node serving (476)
ROUND111 = tuple(HELDOUT.parent / f"heldout{n}" for n in (473, 475, 476))
# round 112: 112a Jetson, Grace and DGX Spark arm64 boxes (heldout477), 112b CPU-only servers (478), 112c KoboldCpp and
# text-generation-webui (479), 112d ollama's Go engine (480), 112e SGLang in 2025 H2 (481: no fresh log, no folder),
# 112f NVIDIA Blackwell GPUs (482)
ROUND112 = tuple(HELDOUT.parent / f"heldout{n}" for n in (477, 478, 479, 480, 482))
# round 113: 113a logs pasted outside GitHub (forums, Q&A pages, blogs: heldout483), 113b 2026 threads of vLLM, SGLang
# and TensorRT-LLM (484), 113c 2026 threads of llama.cpp, ollama, LM Studio, mistral.rs and MLX servers (485)
ROUND113 = tuple(HELDOUT.parent / f"heldout{n}" for n in (483, 484, 485))
# round 114: 114a gpt-oss (heldout486), 114b Intel GPUs (487), 114c llama.cpp's Vulkan back end (488), 114d TGI, TEI and
# LMDeploy in 2025-26 (489: no fresh log, no folder), 114e Hugging Face model pages' discussions (490), 114f speculative
# decoding in 2026 (491)
ROUND114 = tuple(HELDOUT.parent / f"heldout{n}" for n in (486, 487, 488, 490, 491))
# round 115: real CUDA llama-server output on an H100 (bench/device/llamacpp_failures29.sh: speculative decoding's flags,
# drafts that do not fit their target, CUDA's knobs; heldout492)
ROUND115 = (HELDOUT.parent / "heldout492",)
# round 116 (the search store's budget ran out during it): 116a Qwen3-family models (heldout493), 116b DeepSeek models
# (494), 116c GLM, Kimi, MiniMax and other large MoE models (495), 116d Gemma models (496), 116e Llama 4 and Mistral-family
# models (497), 116f Google TPUs and AWS Trainium/Inferentia (498)
ROUND116 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(493, 499))
# round 117: 117a Windows and WSL2 (heldout499), 117b RL frameworks' rollout engines (500), 117c quantised models (501),
# 117d multimodal serving (502), 117e platforms that launch engines (503), 117f embeddings, rerankers, structured output
# and LoRA serving (504)
ROUND117 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(499, 505))
# round 118: 118a threads in Chinese, Japanese or Korean and Chinese accelerator forks (heldout505), 118b benchmark runs
# against a live server (506), 118c disaggregated and KV-transfer serving (507), 118d expert parallelism and large MoE
# deployments (508)
ROUND118 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(505, 509))
# round 119: real CUDA llama-server output on an H100 (bench/device/llamacpp_failures30.sh: the server's runtime features
# with a draft; heldout509)
ROUND119 = (HELDOUT.parent / "heldout509",)
# round 120: 120a long contexts and context-length limits (heldout510), 120b other model families (511), 120c speculative
# decoding in 2024-2025 (512), 120d older NVIDIA GPUs (513), 120e AMD GPUs with ROCm (514)
ROUND120 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(510, 515))
# round 121: 121a Apple Silicon and Metal (heldout515), 121b containers and clusters (516), 121c LMDeploy and TensorRT-LLM
# in 2025-26 (517), 121d ollama in 2025-26 (518)
ROUND121 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(515, 519))
# round 122: 122a vLLM in 2025-26 (heldout519), 122b SGLang in 2025-26 (520), 122c llama-server in 2025-26 (521), 122d
# Intel GPUs, Gaudi and TPU (522), 122e hangs, stalls and timeouts (523), 122f other serving engines (524)
ROUND122 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(519, 525))
# round 123: 123a Ray Serve and Kubernetes serving stacks (heldout525), 123b dependency and binary mismatches (526), 123c
# CPU-only servers (527), 123d model download, cache and access (528), 123e NVIDIA Triton Inference Server (529), 123f
# desktop and self-hosted apps (530)
ROUND123 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(525, 531))
# round 124: 124a speculative decoding in 2025-26 (heldout531), 124b serverless and managed GPU clouds (532), 124c ARM and
# edge devices (533), 124d vLLM in 2023-24 (534), 124e SGLang in 2024 and research servers (535), 124f llama.cpp's server
# in 2023-24 (536)
ROUND124 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(531, 537))
# round 125: real output of a CPU build of llama-server on this machine (bench/device/llamacpp_failures31.sh's dry run:
# draft files, lookup caches, flags and limits a speculative sweep gets wrong; heldout537)
ROUND125 = (HELDOUT.parent / "heldout537",)
# round 126: 126a gateways and proxies (heldout538), 126b coding agents and chat tools (539), 126c vLLM's hardware plugins
# and vendor forks (540), 126d GPU hardware and driver faults (541), 126e inter-process plumbing (542), 126f custom and
# library-level servers (543)
ROUND126 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(538, 544))
# round 127: 127a TensorRT-LLM in 2024 (heldout544), 127b LMDeploy in 2024 (545), 127c long-running production serving
# (546), 127d attention and kernel back ends (547), 127e multi-node inference and its networking (548), 127f distributed
# and peer-to-peer llama.cpp-style inference (549)
ROUND127 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(544, 550))
ROUND128 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(550, 556))
ROUND129 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(556, 563))
ROUND130 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(563, 569))
ROUND131 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(569, 575))
ROUND132 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(575, 581))
ROUND133 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(581, 587))  # 581 and 585 small: the groups are mined out
# 593: the CPU build's output of llamacpp_failures32.sh (no device machine was lent for its GPU run)
ROUND134 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(587, 594))
ROUND135 = tuple(HELDOUT.parent / f"heldout{n}" for n in range(594, 600))
ROOT = Path(__file__).resolve().parents[1]
_LABELLED = tuple(sorted(d for d in HELDOUT.parent.glob("heldout*") if (d / "labels.json").is_file()))


def _accuracy():  # the bench script is the one definition of the figures
    spec = importlib.util.spec_from_file_location("triage_accuracy", ROOT / "bench" / "triage_accuracy.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("triage_accuracy", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("folder", "logs", "healthy"),
    [(HELDOUT, 15, 3), (HELDOUT4, 20, 5), (HELDOUT5, 24, 6), (HELDOUT6, 20, 5), (HELDOUT7, 22, 9),
     (HELDOUT8, 27, 9), (HELDOUT9, 30, 10), (HELDOUT10, 11, 2), (HELDOUT11, 26, 11), (HELDOUT12, 33, 13),
     (ROUND10[0], 25, 10), (ROUND10[1], 26, 11), (ROUND10[2], 26, 9),
     (ROUND11[0], 27, 11), (ROUND11[1], 25, 12), (ROUND11[2], 26, 10), (ROUND12[0], 7, 4), (ROUND12[1], 8, 5),
     (ROUND13[0], 28, 11), (ROUND13[1], 23, 10), (ROUND14[0], 29, 12), (ROUND14[1], 27, 11), (ROUND14[2], 30, 12),
     (HELDOUT27, 17, 6), (ROUND15[0], 28, 12), (ROUND15[1], 25, 9), (ROUND15[2], 28, 11),
     (ROUND16[0], 26, 10), (ROUND16[1], 28, 11), (ROUND16[2], 27, 10), (ROUND17[0], 4, 2), (ROUND17[1], 1, 0),
     (ROUND18[0], 28, 12), (ROUND18[1], 27, 11), (ROUND18[2], 26, 11), (ROUND18[3], 14, 5),
     (ROUND19[0], 18, 6), (ROUND19[1], 22, 10), (ROUND19[2], 24, 9),
     (ROUND20[0], 14, 4), (ROUND21[0], 22, 10), (ROUND21[1], 22, 9), (ROUND21[2], 14, 5), (ROUND21[3], 13, 6),
     (ROUND22[0], 11, 4), (ROUND22[1], 16, 7), (ROUND22[2], 12, 5), (ROUND22[3], 21, 8),
     (ROUND23[0], 13, 5), (ROUND23[1], 18, 7), (ROUND23[2], 10, 2), (ROUND23[3], 11, 6),
     (ROUND24[0], 17, 7), (ROUND24[1], 17, 7), (ROUND24[2], 23, 9), (ROUND24[3], 11, 4),
     (ROUND25[0], 13, 6), (ROUND25[1], 16, 7), (ROUND25[2], 18, 7), (ROUND25[3], 15, 7), (ROUND25[4], 16, 7),
     (ROUND26[0], 17, 6), (ROUND26[1], 8, 1),
     (ROUND27[0], 8, 2), (ROUND27[1], 11, 5), (ROUND27[2], 6, 2), (ROUND27[3], 9, 1),
     (ROUND28[0], 13, 5), (ROUND28[1], 17, 8), (ROUND28[2], 6, 4),
     (ROUND29[0], 14, 7), (ROUND29[1], 17, 7), (ROUND29[2], 16, 7), (ROUND29[3], 17, 7), (ROUND29[4], 12, 5),
     (ROUND30[0], 13, 6), (ROUND30[1], 17, 7), (ROUND30[2], 12, 4), (ROUND30[3], 18, 8), (ROUND30[4], 9, 5),
     (ROUND31[0], 14, 5), (ROUND31[1], 14, 6), (ROUND31[2], 21, 7), (ROUND31[3], 10, 4), (ROUND31[4], 16, 7),
     (ROUND32[0], 5, 4), (ROUND32[1], 2, 1), (ROUND32[2], 4, 2), (ROUND32[3], 5, 4), (ROUND32[4], 1, 0),
     (ROUND33[0], 15, 8), (ROUND33[1], 10, 5), (ROUND33[2], 20, 10), (ROUND33[3], 15, 6), (ROUND33[4], 16, 7),
     (ROUND33[5], 14, 6), (ROUND34[0], 12, 5), (ROUND34[1], 13, 6), (ROUND34[2], 10, 3),
     (ROUND35[0], 11, 3), (ROUND35[1], 16, 7), (ROUND35[2], 18, 7), (ROUND35[3], 13, 6), (ROUND35[4], 13, 5),
     (ROUND36[0], 14, 6), (ROUND36[1], 8, 3), (ROUND36[2], 14, 5), (ROUND36[3], 13, 5), (ROUND36[4], 15, 5),
     (ROUND37[0], 7, 4), (ROUND37[1], 12, 5), (ROUND37[2], 13, 6), (ROUND37[3], 8, 2), (ROUND37[4], 15, 5),
     (ROUND38[0], 14, 6), (ROUND38[1], 16, 6), (ROUND38[2], 15, 6), (ROUND38[3], 15, 6), (ROUND38[4], 16, 6),
     (ROUND39[0], 12, 5), (ROUND39[1], 12, 5), (ROUND39[2], 16, 6), (ROUND39[3], 8, 2), (ROUND39[4], 16, 6),
     (ROUND40[0], 13, 6), (ROUND40[1], 14, 6), (ROUND40[2], 15, 6), (ROUND40[3], 13, 6), (ROUND40[4], 13, 6),
     (ROUND41[0], 14, 6), (ROUND41[1], 16, 6), (ROUND41[2], 16, 7), (ROUND41[3], 13, 5),
     (ROUND42[0], 15, 6), (ROUND42[1], 12, 5), (ROUND42[2], 15, 6), (ROUND42[3], 16, 7), (ROUND42[4], 16, 6),
     (ROUND43[0], 15, 6), (ROUND43[1], 15, 6), (ROUND43[2], 15, 6), (ROUND43[3], 12, 5),
     (ROUND44[0], 15, 6), (ROUND44[1], 15, 6), (ROUND44[2], 15, 6), (ROUND45[0], 12, 6), (ROUND45[1], 14, 6),
     (ROUND46[0], 6, 4), (ROUND46[1], 16, 6),
     (ROUND47[0], 14, 6), (ROUND47[1], 16, 6), (ROUND47[2], 12, 5), (ROUND47[3], 16, 6), (ROUND47[4], 15, 6),
     (ROUND47[5], 15, 6), (ROUND48[0], 13, 5), (ROUND48[1], 15, 6), (ROUND48[2], 15, 6), (ROUND48[3], 16, 7),
     (ROUND48[4], 15, 6), (ROUND48[5], 13, 6), (ROUND49[0], 3, 1), (ROUND49[1], 3, 1), (ROUND49[2], 6, 4),
     (ROUND49[3], 5, 3), (ROUND49[4], 3, 2), (ROUND49[5], 10, 6), (ROUND50[0], 13, 5),
     (ROUND50[1], 5, 1), (ROUND51[0], 8, 4), (ROUND51[1], 13, 5), (ROUND51[2], 13, 5), (ROUND51[3], 14, 6),
     (ROUND51[4], 14, 6), (ROUND51[5], 13, 5), (ROUND52[0], 19, 6), (ROUND53[0], 13, 6), (ROUND53[1], 8, 2),
     (ROUND53[2], 12, 5), (ROUND53[3], 11, 6), (ROUND53[4], 14, 6), (ROUND53[5], 15, 7), (ROUND54[0], 7, 4),
     (ROUND54[1], 2, 1), (ROUND54[2], 7, 5), (ROUND54[3], 12, 5), (ROUND54[4], 14, 6), (ROUND54[5], 12, 6),
     (ROUND55[0], 16, 10), (ROUND56[0], 16, 6), (ROUND57[0], 18, 9), (ROUND58[0], 16, 6), (ROUND58[1], 16, 6),
     (ROUND58[2], 14, 6), (ROUND58[3], 15, 6), (ROUND58[4], 13, 6), (ROUND58[5], 13, 6), (ROUND59[0], 23, 9),
     (ROUND60[0], 16, 6), (ROUND60[1], 15, 6), (ROUND60[2], 16, 6), (ROUND60[3], 13, 5), (ROUND60[4], 16, 6),
     (ROUND60[5], 14, 6), (ROUND61[0], 15, 6), (ROUND61[1], 14, 6), (ROUND61[2], 7, 2), (ROUND61[3], 13, 5),
     (ROUND61[4], 16, 6), (ROUND61[5], 13, 5), (ROUND62[0], 12, 5), (ROUND62[1], 13, 6), (ROUND62[2], 14, 6),
     (ROUND62[3], 15, 6), (ROUND62[4], 15, 6), (ROUND62[5], 15, 6), (ROUND62[6], 16, 4), (ROUND63[0], 12, 5),
     (ROUND63[1], 14, 6), (ROUND63[2], 13, 5), (ROUND63[3], 14, 6), (ROUND63[4], 14, 6), (ROUND63[5], 13, 6),
     (ROUND64[0], 12, 6), (ROUND64[1], 10, 5), (ROUND64[2], 14, 6), (ROUND64[3], 13, 5), (ROUND64[4], 13, 5),
     (ROUND64[5], 14, 6), (ROUND64[6], 6, 4), (ROUND65[0], 13, 6), (ROUND65[1], 13, 5), (ROUND65[2], 13, 6),
     (ROUND65[3], 16, 7), (ROUND65[4], 13, 5), (ROUND65[5], 14, 6), (ROUND65[6], 12, 6), (ROUND66[0], 7, 4),
     (ROUND66[1], 12, 5), (ROUND66[2], 12, 6), (ROUND66[3], 10, 4), (ROUND66[4], 12, 6), (ROUND66[5], 15, 6),
     (ROUND67[0], 12, 5), (ROUND67[1], 7, 2), (ROUND67[2], 13, 6), (ROUND67[3], 13, 6), (ROUND67[4], 13, 6),
     (ROUND67[5], 13, 6), (ROUND67[6], 11, 6), (ROUND68[0], 10, 5), (ROUND69[0], 15, 6), (ROUND69[1], 13, 5),
     (ROUND69[2], 12, 5), (ROUND69[3], 13, 5), (ROUND69[4], 14, 6), (ROUND69[5], 12, 6), (ROUND69[6], 10, 5),
     (ROUND70[0], 13, 5), (ROUND70[1], 12, 6), (ROUND70[2], 16, 6), (ROUND70[3], 12, 6), (ROUND70[4], 15, 6),
     (ROUND70[5], 13, 5), (ROUND71[0], 11, 5), (ROUND71[1], 16, 6), (ROUND71[2], 13, 6), (ROUND71[3], 14, 6),
     (ROUND71[4], 15, 7), (ROUND71[5], 13, 6), (ROUND71[6], 10, 6), (ROUND72[0], 10, 5), (ROUND73[0], 10, 7),
     (ROUND74[0], 12, 5), (ROUND74[1], 15, 6), (ROUND74[2], 14, 6), (ROUND74[3], 12, 5), (ROUND74[4], 12, 6),
     (ROUND74[5], 7, 2), (ROUND74[6], 10, 6), (ROUND75[0], 13, 6), (ROUND75[1], 16, 6), (ROUND75[2], 11, 4),
     (ROUND75[3], 15, 5), (ROUND75[4], 14, 6), (ROUND75[5], 13, 5), (ROUND75[6], 10, 6), (ROUND76[0], 11, 5),
     (ROUND76[1], 9, 5), (ROUND76[2], 12, 8), (ROUND76[3], 11, 4), (ROUND76[4], 10, 7), (ROUND76[5], 10, 3),
     (ROUND77[0], 10, 8), (ROUND77[1], 10, 5), (ROUND78[0], 10, 10), (ROUND79[0], 9, 2), (ROUND79[1], 10, 4),
     (ROUND79[2], 10, 4), (ROUND79[3], 10, 4), (ROUND79[4], 10, 4), (ROUND79[5], 12, 4), (ROUND80[0], 12, 4),
     (ROUND80[1], 12, 5), (ROUND80[2], 8, 4), (ROUND80[3], 8, 4), (ROUND80[4], 8, 3), (ROUND80[5], 12, 4),
     (ROUND80[6], 11, 7), (ROUND80[7], 10, 8), (ROUND81[0], 8, 2), (ROUND81[1], 5, 0), (ROUND81[2], 12, 5),
     (ROUND81[3], 8, 4), (ROUND81[4], 12, 4), (ROUND81[5], 12, 4), (ROUND82[0], 8, 4), (ROUND82[1], 8, 4),
     (ROUND82[2], 12, 5), (ROUND82[3], 10, 4), (ROUND82[4], 10, 4), (ROUND82[5], 6, 2), (ROUND83[0], 10, 4),
     (ROUND83[1], 13, 5), (ROUND83[2], 13, 4), (ROUND83[3], 11, 4), (ROUND83[4], 7, 4), (ROUND83[5], 9, 4),
     (ROUND83[6], 12, 10), (ROUND84[0], 10, 4), (ROUND84[1], 10, 6), (ROUND84[2], 11, 5), (ROUND84[3], 9, 4),
     (ROUND84[4], 9, 5), (ROUND84[5], 11, 3), (ROUND84[6], 10, 10), (ROUND85[0], 10, 2),
     (ROUND86[0], 10, 4), (ROUND86[1], 12, 5), (ROUND86[2], 12, 4), (ROUND86[3], 12, 5), (ROUND86[4], 10, 6),
     (ROUND86[5], 13, 5), (ROUND87[0], 9, 3), (ROUND87[1], 10, 4), (ROUND87[2], 8, 4), (ROUND87[3], 10, 4),
     (ROUND87[4], 9, 5), (ROUND87[5], 12, 4), (ROUND88[0], 11, 4), (ROUND88[1], 9, 4), (ROUND88[2], 9, 3),
     (ROUND88[3], 12, 2), (ROUND88[4], 5, 1), (ROUND88[5], 8, 1), (ROUND89[0], 10, 4), (ROUND89[1], 10, 5),
     (ROUND90[0], 11, 3), (ROUND90[1], 9, 5), (ROUND90[2], 3, 0), (ROUND90[3], 10, 4), (ROUND90[4], 9, 1),
     (ROUND90[5], 12, 4), (ROUND91[0], 8, 3), (ROUND91[1], 10, 4), (ROUND91[2], 8, 4), (ROUND91[3], 9, 4),
     (ROUND91[4], 8, 4), (ROUND91[5], 10, 5), (ROUND93[0], 8, 0), (ROUND93[1], 11, 3), (ROUND93[2], 12, 5),
     (ROUND93[3], 9, 5), (ROUND93[4], 15, 4), (ROUND93[5], 8, 4), (ROUND92[0], 10, 3), (ROUND92[1], 10, 4),
     (ROUND95[0], 10, 4), (ROUND95[1], 10, 4), (ROUND96[0], 12, 4), (ROUND96[1], 12, 4), (ROUND96[2], 14, 4),
     (ROUND96[3], 9, 4), (ROUND96[4], 8, 4), (ROUND96[5], 2, 0), (ROUND96[6], 7, 2), (ROUND96[7], 12, 4),
     (ROUND97[0], 8, 4), (ROUND97[1], 9, 4), (ROUND97[2], 9, 3), (ROUND97[3], 2, 1), (ROUND97[4], 9, 4),
     (ROUND97[5], 12, 4), (ROUND97[6], 8, 4), (ROUND97[7], 11, 4), (ROUND98[0], 1, 0), (ROUND98[1], 4, 0),
     (ROUND98[2], 4, 0), (ROUND98[3], 4, 0), (ROUND99[0], 14, 10), (ROUND100[0], 8, 1), (ROUND100[1], 9, 4),
     (ROUND100[2], 13, 4), (ROUND100[3], 10, 4), (ROUND100[4], 8, 1), (ROUND100[5], 9, 4), (ROUND100[6], 10, 4),
     (ROUND101[0], 11, 4), (ROUND101[1], 10, 4), (ROUND101[2], 12, 4), (ROUND101[3], 12, 4), (ROUND101[4], 12, 8),
     (ROUND101[5], 12, 12), (ROUND101[6], 12, 4), (ROUND101[7], 12, 4), (ROUND102[0], 12, 6),
     (ROUND103[0], 1, 0), (ROUND103[1], 2, 0), (ROUND103[2], 1, 0), (ROUND103[3], 2, 0), (ROUND104[0], 6, 1),
     (ROUND104[1], 8, 4), (ROUND104[2], 2, 1), (ROUND104[3], 8, 0), (ROUND104[4], 8, 4), (ROUND104[5], 8, 5),
     (ROUND104[6], 1, 0), (ROUND104[7], 10, 4), (ROUND105[0], 6, 1), (ROUND105[1], 10, 4), (ROUND105[2], 10, 2),
     (ROUND106[0], 8, 2), (ROUND106[1], 13, 4), (ROUND106[2], 7, 2), (ROUND106[3], 8, 4), (ROUND106[4], 8, 4),
     (ROUND107[0], 7, 0), (ROUND107[1], 8, 1), (ROUND107[2], 11, 5), (ROUND107[3], 1, 0), (ROUND107[4], 11, 4),
     (ROUND107[5], 1, 0), (ROUND108[0], 8, 3), (ROUND108[1], 3, 1), (ROUND108[2], 11, 4), (ROUND108[3], 8, 1),
     (ROUND109[0], 7, 4), (ROUND109[1], 8, 2), (ROUND109[2], 5, 0), (ROUND109[3], 8, 5), (ROUND110[0], 8, 1),
     (ROUND110[1], 8, 1), (ROUND110[2], 8, 4), (ROUND110[3], 8, 3), (ROUND111[0], 2, 1), (ROUND111[1], 4, 1),
     (ROUND111[2], 7, 0), (ROUND112[0], 6, 0), (ROUND112[1], 3, 2), (ROUND112[2], 6, 3), (ROUND112[3], 9, 4),
     (ROUND112[4], 5, 0), (ROUND113[0], 3, 1), (ROUND113[1], 8, 0), (ROUND113[2], 8, 4), (ROUND114[0], 7, 1),
     (ROUND114[1], 8, 5), (ROUND114[2], 5, 3), (ROUND114[3], 10, 4), (ROUND114[4], 7, 2), (ROUND115[0], 14, 8),
     (ROUND116[0], 9, 4), (ROUND116[1], 8, 0), (ROUND116[2], 10, 2), (ROUND116[3], 10, 3), (ROUND116[4], 6, 1),
     (ROUND116[5], 5, 1), (ROUND117[0], 11, 3), (ROUND117[1], 3, 0), (ROUND117[2], 14, 4), (ROUND117[3], 13, 3),
     (ROUND117[4], 8, 1), (ROUND117[5], 12, 5), (ROUND118[0], 9, 3), (ROUND118[1], 3, 1), (ROUND118[2], 14, 4),
     (ROUND118[3], 9, 2), (ROUND119[0], 15, 9), (ROUND120[0], 12, 4), (ROUND120[1], 11, 2), (ROUND120[2], 6, 2),
     (ROUND120[3], 4, 0), (ROUND120[4], 11, 3), (ROUND121[0], 15, 4), (ROUND121[1], 13, 2), (ROUND121[2], 2, 0),
     (ROUND121[3], 9, 3), (ROUND122[0], 8, 3), (ROUND122[1], 9, 3), (ROUND122[2], 8, 2), (ROUND122[3], 9, 3),
     (ROUND122[4], 13, 6), (ROUND122[5], 10, 3), (ROUND123[0], 3, 1), (ROUND123[1], 9, 3), (ROUND123[2], 9, 3),
     (ROUND123[3], 11, 4), (ROUND123[4], 8, 1), (ROUND123[5], 12, 4), (ROUND124[0], 11, 4), (ROUND124[1], 5, 0),
     (ROUND124[2], 9, 4), (ROUND124[3], 5, 1), (ROUND124[4], 7, 2), (ROUND124[5], 3, 1),
     (ROUND125[0], 19, 5), (ROUND126[0], 12, 8), (ROUND126[1], 9, 5), (ROUND126[2], 8, 3), (ROUND126[3], 8, 4),
     (ROUND126[4], 8, 3), (ROUND126[5], 12, 3), (ROUND127[0], 11, 5), (ROUND127[1], 10, 3), (ROUND127[2], 10, 6),
     (ROUND127[3], 10, 3), (ROUND127[4], 9, 4), (ROUND127[5], 10, 4), (ROUND128[0], 8, 3), (ROUND128[1], 10, 4),
     (ROUND128[2], 8, 5), (ROUND128[3], 9, 4), (ROUND128[4], 13, 4), (ROUND128[5], 13, 4), (ROUND129[0], 8, 5),
     (ROUND129[1], 10, 4), (ROUND129[2], 8, 3), (ROUND129[3], 10, 4), (ROUND129[4], 9, 4), (ROUND129[5], 8, 6),
     (ROUND129[6], 20, 6), (ROUND130[0], 13, 4), (ROUND130[1], 8, 5), (ROUND130[2], 8, 4), (ROUND130[3], 8, 4),
     (ROUND130[4], 9, 4), (ROUND130[5], 8, 5), (ROUND131[0], 11, 2), (ROUND131[1], 10, 4), (ROUND131[2], 8, 8),
     (ROUND131[3], 8, 4), (ROUND131[4], 8, 2), (ROUND131[5], 8, 3), (ROUND132[0], 8, 5), (ROUND132[1], 8, 3),
     (ROUND132[2], 10, 4), (ROUND132[3], 11, 4), (ROUND132[4], 11, 4), (ROUND132[5], 8, 4), (ROUND133[0], 4, 2),
     (ROUND133[1], 13, 4), (ROUND133[2], 8, 4), (ROUND133[3], 12, 5), (ROUND133[4], 6, 3), (ROUND133[5], 10, 4),
     (ROUND134[0], 4, 4), (ROUND134[1], 10, 5), (ROUND134[2], 11, 4), (ROUND134[3], 9, 4), (ROUND134[4], 12, 5),
     (ROUND134[5], 10, 3), (ROUND134[6], 20, 14), (ROUND135[0], 9, 4), (ROUND135[1], 8, 4), (ROUND135[2], 10, 5),
     (ROUND135[3], 12, 5), (ROUND135[4], 12, 4), (ROUND135[5], 9, 8)],
)
def test_every_heldout_log_has_a_label_and_a_source(folder: Path, logs: int, healthy: int) -> None:
    rows = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    assert sorted(p.name for p in folder.glob("*.log")) == sorted(r["file"] for r in rows)
    sources = (folder / "SOURCES.md").read_text(encoding="utf-8")
    assert all(f"| {r['file']} |" in sources and r["source"] for r in rows)
    assert len(rows) >= logs and sum(r["label"] == "healthy" for r in rows) >= healthy


@pytest.mark.parametrize(
    ("folder", "older"),
    [
        (HELDOUT4, (HELDOUT.parent, HELDOUT)),
        (HELDOUT5, (HELDOUT.parent, HELDOUT, HELDOUT4)),
        (HELDOUT6, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5)),
        (HELDOUT7, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6)),
        (HELDOUT8, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT9)),
        (HELDOUT9, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8)),
        (HELDOUT11, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT12)),
        (HELDOUT12, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT11)),
        *[(part, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT11,
                  HELDOUT12, *[p for p in ROUND10 if p != part])) for part in ROUND10],
        *[(part, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT11,
                  HELDOUT12, *ROUND10, *[p for p in ROUND11 if p != part])) for part in ROUND11],
        *[(part, (HELDOUT.parent, HELDOUT, HELDOUT4, HELDOUT5, HELDOUT6, HELDOUT7, HELDOUT8, HELDOUT9, HELDOUT11,
                  HELDOUT12, *ROUND10, *ROUND11, *[p for p in ROUND12 if p != part])) for part in ROUND12],
        # rounds 13 and 14: every other labelled set, earlier or later, the other parts of the round included
        *[(part, (HELDOUT.parent, *(d for d in _LABELLED if d != part))) for part in (*ROUND13, *ROUND14, *ROUND15, *ROUND16, *ROUND17, *ROUND18, *ROUND19, *ROUND20, *ROUND21, *ROUND22, *ROUND23, *ROUND24, *ROUND25, *ROUND26, *ROUND27, *ROUND28, *ROUND29, *ROUND30, *ROUND31, *ROUND32, *ROUND33, *ROUND34, *ROUND35, *ROUND36, *ROUND37, *ROUND38, *ROUND39, *ROUND40, *ROUND41, *ROUND42, *ROUND43, *ROUND44, *ROUND45, *ROUND46, *ROUND47, *ROUND48, *ROUND49, *ROUND50, *ROUND51, *ROUND52, *ROUND53, *ROUND54, *ROUND55, *ROUND56, *ROUND57, *ROUND58, *ROUND59, *ROUND60, *ROUND61, *ROUND62, *ROUND63, *ROUND64, *ROUND65, *ROUND66, *ROUND67, *ROUND68, *ROUND69, *ROUND70, *ROUND71, *ROUND72, *ROUND73, *ROUND74, *ROUND75, *ROUND76, *ROUND77, *ROUND78, *ROUND79, *ROUND80, *ROUND81, *ROUND82, *ROUND83, *ROUND84, *ROUND85, *ROUND86, *ROUND87, *ROUND88, *ROUND89, *ROUND90, *ROUND91, *ROUND92, *ROUND93, *ROUND95, *ROUND96, *ROUND97, *ROUND98, *ROUND99, *ROUND100, *ROUND101, *ROUND102, *ROUND103, *ROUND104, *ROUND105, *ROUND106, *ROUND107, *ROUND108, *ROUND109, *ROUND110, *ROUND111, *ROUND112, *ROUND113, *ROUND114, *ROUND115, *ROUND116, *ROUND117, *ROUND118, *ROUND119, *ROUND120, *ROUND121, *ROUND122, *ROUND123, *ROUND124, *ROUND125, *ROUND126, *ROUND127, *ROUND128, *ROUND129, *ROUND130, *ROUND131, *ROUND132, *ROUND133, *ROUND134, *ROUND135)],
    ],
)
def test_a_round_shares_no_thread_with_earlier_sets(folder: Path, older: tuple[Path, ...]) -> None:
    """Round 4 shares no source thread with the dev set or rounds 1-3; round 5 none with those or round 4;
    round 6 none with any of them."""
    sources = {r["source"] for r in json.loads((folder / "labels.json").read_text(encoding="utf-8"))}
    seen = "".join((d / "SOURCES.md").read_text(encoding="utf-8") for d in older)
    assert sources and not {s for s in sources if f"[{s}]" in seen}


def test_heldout_accuracy() -> None:
    """Issue 17 asks for >= 95% labels, >= 90% first fatal lines and no false alarm. Measured on round 3
    (the rules never saw it): labels 17/17, no false alarm, but first fatal lines 8/11 -- the three
    misses are one family (a loader's own message such as ``gguf_init_from_file: invalid magic number``
    just before llama.cpp's generic ``error loading model``). That family is now fixed in general (a
    loader function's report of the cause counts as the program's own error report), and round 3 scores
    11/11 -- but it has been seen, so it is a regression guard until a fresh round 4 replaces it, not a
    measure of generalisation. The floors are the goal's levels, which round 3 now meets."""
    _meets_the_goal(HELDOUT)


def test_heldout4_accuracy() -> None:
    """Round 4 (24 new real logs, 18 crashes and 6 healthy, from SGLang, vLLM, llama.cpp, TensorRT-LLM, TGI,
    ollama, lmdeploy and servers built on them) measured once, before any fix: labels 21/24 (87.5%), first
    fatal lines 14/18 (77.8%), false alarms 0/6. The four misses were four families, each fixed in general
    (tests in test_triage.py with made-up lines): Windows' and the errno name's wording of a port in use;
    a native CHECK failure (``Check failed:``, which aborts); NCCL's own ``NCCL WARN ... failed`` report
    before a generic death (a precursor); a traceback's exception line just before a launcher's generic
    load failure. After the fixes: 24/24, 18/18, 0/6 -- seen now, so round 4 too is a regression guard
    from here on, and this asserts the goal's levels."""
    _meets_the_goal(HELDOUT4)


def test_heldout5_accuracy() -> None:
    """Round 5 (28 new real logs, 21 crashes or request errors and 7 healthy, from vLLM, SGLang, llama.cpp and
    forks, TensorRT-LLM, TGI, ollama, lmdeploy, Triton) measured once, before any fix: labels 26/28 (92.9%),
    first fatal lines 19/21 (90.5%), false alarms 0/7. The two misses were two families, each fixed in general
    (tests in test_triage.py with made-up lines): a GPU math library's failure in ggml's words (``cuBLAS error N
    at``) was taken for the ``GGML_ASSERT`` after it; a tokenizer that cannot be loaded, raised as an exception,
    was no event. After the fixes: 28/28, 21/21, 0/7 -- seen now, so round 5 too is a regression guard from
    here on (a fresh round 6 is needed for a new measure), and this asserts the goal's levels."""
    _meets_the_goal(HELDOUT5)


def test_heldout6_accuracy() -> None:
    """Round 6 (27 new real logs, 18 crashes or request errors and 9 healthy, from vLLM, SGLang, llama.cpp, TGI,
    ollama, lmdeploy, TensorRT-LLM and the Triton backend, LightLLM) measured once, before any fix: labels 27/27,
    first fatal lines 16/18 (88.9%), false alarms 0/9. The two misses were two families, each fixed in general
    (tests in test_triage.py with made-up lines): a native stack frame that names an NCCL function taken for the
    failure (frames now report nothing, and an uncaught C++ exception's type name is not its report); a native
    abort message in ``file:line: message`` form just before the signal report (now its first fatal line).
    After the fixes: 27/27, 18/18, 0/9 -- seen now, so round 6 too is a regression guard from here on, and this
    asserts the goal's levels."""
    _meets_the_goal(HELDOUT6)


def test_heldout7_accuracy() -> None:
    """Round 7 (22 new real logs, 13 crashes and 9 healthy: NCCL watchdog timeouts, host OOM from the kernel and
    Ray, Triton OutOfResources, llama.cpp/TGI load failures, ollama, lmdeploy) measured once, before any fix:
    labels 18/22, first fatal lines 10/13, false alarms 0/9. Three families were then fixed in general (tests in
    test_triage.py with made-up lines): a loader's "error when initializing model", a rejected command-line
    argument, Triton's OutOfResources without its module path. After: 21/22, 13/13, 0/9. 711 (ollama's generic
    "error loading llama server" with a bare exit status) was then relabelled model_load_error, as issue 17 item 4
    names it a load-time failure: 22/22 (the measured-before figures stay 18/22). Seen now, so this asserts the
    goal's levels."""
    _meets_the_goal(HELDOUT7)


def test_round8_accuracy() -> None:
    """Round 8 (68 new logs: 8a 27 public vLLM/SGLang/TensorRT-LLM/lmdeploy logs, 8b 30 public llama.cpp/ollama/
    TGI/LM Studio/KoboldCpp/LocalAI/... logs, 8c 11 real CUDA llama-server logs from the H200), each part labelled
    and committed before the classifier ran on it, measured once before any fix: labels 65/68 (95.6%), first fatal
    lines 45/47 (95.7%), false alarms 0/21 -- the goal's levels, met on logs the rules had never seen. The three
    misses (a CUDA error reported through NCCL's watchdog, an exception naming an unknown architecture, "could
    not load model") were then fixed by family (tests in test_triage.py). Seen now: a regression guard at the
    goal's levels, each part on its own."""
    for folder in (HELDOUT8, HELDOUT9, HELDOUT10):
        _meets_the_goal(folder)


def test_round9_accuracy() -> None:
    """Round 9 (59 new public logs: 9a 26 from vLLM/SGLang/TensorRT-LLM/lmdeploy/LightLLM/Aphrodite threads, 9b 33
    from ollama/llama.cpp/TGI/KoboldCpp/LocalAI/LM Studio/GPT4All/Jan/mistral.rs threads), labelled and committed
    before the classifier ran on it, measured once before any fix: labels 56/59 (94.9%), first fatal lines 30/35
    (85.7%), false alarms 1/24 -- the goal was not met. Five families were then fixed in general (tests in
    test_triage.py): NCCL's own bind warning taken for the server's port (the false alarm), Triton's "CUDA: Error-"
    wording, the dynamic loader's missing library, SystemExit before a launcher's death, a GGUF loader's report a
    blank line before the generic load failure; 1108/1109's first fatal lines were moved to the line that names
    the failure, as heldout6/620 (measured-before figures unchanged). Seen now: a guard at the goal's levels."""
    for folder in (HELDOUT11, HELDOUT12):
        _meets_the_goal(folder)


def _meets_the_goal(folder: Path) -> None:
    """Issue 17's levels on one labelled set: at least 95% labels, 90% first fatal lines, no false alarm."""
    score = _accuracy().score(folder)
    print(score.line(folder.name))
    assert score.labels_right >= 0.95 * score.logs, score.wrong
    assert score.false_alarms == 0, score.wrong
    assert score.lines_right >= 0.90 * score.lines, score.wrong


def _round_meets_the_goal(folders: tuple[Path, ...]) -> None:
    """The same levels over a round's parts taken together."""
    scores = [_accuracy().score(folder) for folder in folders]
    for folder, score in zip(folders, scores, strict=True):
        print(score.line(folder.name))
    logs, labels = sum(s.logs for s in scores), sum(s.labels_right for s in scores)
    lines, lines_right = sum(s.lines for s in scores), sum(s.lines_right for s in scores)
    wrong = [w for s in scores for w in s.wrong]
    assert labels >= 0.95 * logs, wrong
    assert sum(s.false_alarms for s in scores) == 0, wrong
    assert lines_right >= 0.90 * lines, wrong


def test_round11_accuracy() -> None:
    """Round 11 (78 new public logs: 11a 27 vLLM/TensorRT-LLM/SGLang/lmdeploy, 11b 25 ollama/llama.cpp, 11c 26
    text-generation-webui/KoboldCpp/mistral.rs/Xinference/LocalAI/TGI/...), labelled and committed before the
    classifier ran on it, measured once before any fix: labels 66/78 (84.6%), first fatal lines 34/45 (75.6%), false
    alarms 1/33 -- not met. Families fixed after (tests in test_triage.py): Triton server's model loads, LM Studio's
    load-error, the kernel's trap report, a segfault handler's banner, Windows' access violation and NTSTATUS codes,
    a pager-cut signal report, vLLM's "Got fatal signal from worker processes", TensorRT-LLM's insufficient GPU
    memory, Vulkan's pinned-memory fallback (the false alarm), TabbyAPI's max_seq_len. Left: a host-buffer failure
    labelled model_load_error (read as an allocation failure), an RPC abort's line. After: 77/78, 44/45, 0/33."""
    _round_meets_the_goal(ROUND11)


def test_round12_accuracy() -> None:
    """Round 12, a small one (12a 7 logs from speculative-decoding runs, 12c 8 from container and cluster
    deployments after two that repeated earlier threads were removed), measured once before any fix: 14/15, 5/6,
    0/9. Its one miss (vLLM's "Engine loop has died", a generic death) was then fixed; a guard at the goal's
    levels."""
    _round_meets_the_goal(ROUND12)


def test_round10_accuracy() -> None:
    """Round 10 (77 new public logs: 10a 25 vLLM/SGLang, 10b 26 llama.cpp/ollama, 10c 26 TGI/TensorRT-LLM/lmdeploy/
    LocalAI/KoboldCpp/LM Studio/others), labelled and committed before the classifier ran on it, measured once
    before any fix: labels 67/77 (87.0%), first fatal lines 36/47 (76.6%), false alarms 1/30 -- not met. Families
    fixed after (tests in test_triage.py): an IPv6-only bind failure (the false alarm), the kernel's segfault
    report, models that cannot be initialised, a worker failing in load_model, any NCCL WARN as NCCL's precursor,
    SIGKILL after the server's own failure report, NCCL's unhandled CUDA error labelled by its CUDA cause, vLLM's
    repeated wait for its workers (hang), a ggml function's report before GGML_ASSERT, LM Studio's request limit.
    Then a TensorRT-LLM executor that failed to initialise and LocalAI's gRPC backend start. Left: two first fatal
    lines where the labeller started the burst at a generic report (EngineDeadError, a Rust panic) while the dev
    set's labels start at the CUDA error, and a bare KeyError text. After: 76/77, 44/47, 0/30; this guards the
    goal's levels over the round."""
    _round_meets_the_goal(ROUND10)


def _coverage():  # the bench script holds the source templates and how one is judged
    spec = importlib.util.spec_from_file_location(
        "triage_source_coverage", ROOT / "bench" / "triage_source_coverage.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_source_template_is_read_as_the_server_means_it() -> None:
    """bench/triage_source_coverage.py: one made-up line per fatal/finding/healthy message template read in the
    servers' source (issue 17). Each batch was measured once before its fixes (106/158 in all, figures in
    bench/results/triage_accuracy.txt); all are read right now, so this guards them: a rule change that breaks one
    (or raises a false alarm on a healthy one) fails here, naming the template and its source file."""
    cov = _coverage()
    templates = cov.ALL_TEMPLATES
    assert len(templates) >= 2090  # batches 1-28 (10-11: round 25's passes from the servers' and wrappers' code; 12:
    # round 28's pass over their speculative-decoding code; 13: round 29's, the libraries under them and the newest
    # vLLM and SGLang; 14: round 30's, the GPU runtimes other than CUDA and multi-node serving; 15: round 31's, the
    # servers' feature paths and less-covered engines; 16: round 33's, llama.cpp and ollama as they are now; 17: round 33's second, speculative decoding now;
    # 18: round 35's, the layers that run servers on clusters: Ray Serve, KServe, Dynamo, Xinference, GPUStack, the
    # kubelet, Slurm; 19-21: round 36's, vLLM and SGLang under RL frameworks, vLLM on other accelerators, llama.cpp's
    # other backends, TGI v3 and LMDeploy; 22: round 38's, TensorRT-LLM's PyTorch executor and the less-covered engines;
    # 23: round 39's, lines that look fatal but are not, and their fatal twins; 24: round 41's, deaths outside Linux
    # and Python: Windows, macOS, Android, and the Go, Rust and C/C++ runtimes; 25: round 42's, the Python libraries
    # under the servers; 26: source pass 20, the libraries under the servers read from their newest snapshots; 27: source
    # pass 21, TensorRT and Triton, AWS Neuron, GPUStack and Xinference; 28: source pass 22, vllm-ascend and torch_npu,
    # ggml's non-CUDA back ends, vLLM and TGI on Gaudi)
    wrong = [
        f"{t.server} {t.source}: want {t.want}, got {got}"
        for t in templates
        for ok, got in [cov.run(t)]
        if not ok
    ]
    assert not wrong, wrong


def test_round13_accuracy() -> None:
    """Round 13 (51 new public logs: 13a 28 vLLM/TensorRT-LLM/SGLang/lmdeploy/TGI, 13b 23 ollama/llama.cpp family),
    labelled and committed before the classifier ran on it, measured once before any fix: labels 46/51 (90.2%),
    first fatal lines 25/30 (83.3%), false alarms 0/21 -- not met. Fixed after: Triton server's "Signal (11)
    received.", safetensors' "unable to mmap", vLLM's "MQLLMEngine is already dead". Left: a worker's exit -6
    before NCCL's heartbeat timeout (labelled nccl_error), ollama's API error body split over lines. After: 49/51,
    29/30, 0/21; this guards the goal's levels over the round."""
    _round_meets_the_goal(ROUND13)


def test_round14_accuracy() -> None:
    """Round 14 (86 new public logs: 14a 29 vLLM/SGLang, 14b 27 TensorRT-LLM/lmdeploy/TGI/Xinference/others, 14c 30
    ollama/llama.cpp family), labelled and committed before the classifier ran on it, measured once before any fix
    (and again after the second source pass, which read none of it: unchanged): labels 77/86 (89.5%), first fatal
    lines 43/51 (84.3%), false alarms 1/35 -- not met. Families fixed after (tests in test_triage.py): llama-server's
    "context shift is disabled" and lmdeploy's "run out of tokens" (request limits), a missing weight key behind
    xoscar's address, a native extension's undefined symbol, "server crashed" in an exception, xoscar's "Remote
    server ... closed", Go's "context canceled" (the false alarm: a client that gave up on a load). Left: vLLM's
    bare "Worker exiting", one shared-memory-broadcast wait (one report is no hang by the rule), llama.cpp's
    "failed to allocate compute buffers" labelled model_load_error (the dev set labels it cuda_oom). After: 83/86,
    49/51, 0/35."""
    _round_meets_the_goal(ROUND14)


def test_round14d_accuracy() -> None:
    """Round 14d: 17 real CUDA llama-server logs recorded on the H200 by bench/device/llamacpp_failures2.sh (bad
    downloads, draft-model trouble, refused options, weight-load OOM, no visible GPU, full slots, signals), labelled by
    a helper who never opened the classifier, measured once before any fix: 16/17, 8/11, 1/6 (the false alarm: a
    draft of another vocabulary that this llama.cpp build refuses and serves on without, which the second source pass
    had read as a load failure). Fixed after: that is the speculation_disabled finding; a device-memory query's 0/0,
    the memory fitter's trial load, an adapter's loader report. After: 17/17, 11/11, 0/6."""
    _meets_the_goal(HELDOUT27)


def test_round15_accuracy() -> None:
    """Round 15 (81 new public logs: 15a 28 vLLM/SGLang, 15b 25 TensorRT-LLM/Triton/TGI/lmdeploy/LoRAX/LocalAI/
    Xinference/others, 15c 28 llama.cpp family and ollama), labelled and committed before the classifier ran on it,
    measured once before any fix: labels 74/81 (91.4%), first fatal lines 37/49 (75.5%), false alarms 0/32; after the
    third source pass (which read none of it): 76/81, 39/49, 0/32 -- not met either time. Families fixed after (tests
    in test_triage.py, test_round15_*): an exception report named by the exception ending its traceback, NCCL's
    error-return trail, a launcher's deadline for its clients, CNMeM's CUDA error, Intel's runtime abort, mpirun's
    report, a bare quoted weight key, a compose-prefixed argument error. Left: a TensorRT-LLM "terminate called" whose
    what() the labeller took as the first fatal line (the dev-era convention, heldout4/403, keeps the abort's line).
    After: 81/81, 48/49, 0/32."""
    _round_meets_the_goal(ROUND15)


def test_the_second_readers_labels_cover_logs_of_the_held_out_sets() -> None:
    """bench/triage_agreement.py compares a blind second reading with the held-out labels: every second label must
    name a log of those sets, with a known label and a line that holds its first fatal line."""
    spec = importlib.util.spec_from_file_location("triage_agreement", ROOT / "bench" / "triage_agreement.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    first = module.first_labels()
    labels = {*LABELS, "healthy"}
    second = [row for path in sorted(module.SECOND.glob("labels2_*.json"))
              for row in json.loads(path.read_text(encoding="utf-8"))]  # fmt: skip
    assert len(second) >= 167
    for row in second:
        number = row["file"].split(".", 1)[0]
        assert number in first, row["file"]
        assert row["label"] in labels, row
        if row["line"] is not None:
            log = next(HELDOUT.parent.glob(f"heldout*/{first[number]['file']}"))
            assert log.read_text(encoding="utf-8", errors="replace").split("\n")[row["line"] - 1] == row["first_fatal_line"]


def test_round16_accuracy() -> None:
    """Round 16 (81 new public logs: 16a 26 vLLM/SGLang, 16b 28 TensorRT-LLM/lmdeploy/TGI/mistral.rs/others, 16c 27
    llama.cpp family and ollama), labelled and committed before the classifier ran on it, measured once before any
    fix: labels 72/81 (88.9%), first fatal lines 41/50 (82.0%), false alarms 0/31 -- not met. Families fixed after
    (tests in test_triage.py, test_round16_*): an exception ending inside Triton's compiler, the NVIDIA driver's Xid
    13/31/8 and RC-watchdog reports, ggml's "no device code compatible with CUDA arch", vLLM's engine iteration
    timeout, SGLang's port check, a client's "Failed to launch model", llama.cpp's "input is too large to process".
    Left: TGI's "Shard 0 failed to start:" with no cause (labelled exited; issue 17 names it a load failure), LM
    Studio's generic "Failed to load the model" before its cause (a first-fatal-line convention). After: 80/81,
    49/50, 0/31."""
    _round_meets_the_goal(ROUND16)


def test_round17_accuracy() -> None:
    """Round 17, a small one (5 logs: the collectors started late), measured once before any fix: 4/5, 2/3, 0/2. Its
    two misses (Go's signal report naming a CUDA cause on the same line; a raise statement behind uvicorn's "ERROR:"
    level) were then fixed; a guard at the goal's levels."""
    _round_meets_the_goal(ROUND17)


def test_round18_accuracy() -> None:
    """Round 18 (95 new public logs: 18a 28 vLLM/SGLang, 18b 27 TensorRT-LLM/Triton/TGI/lmdeploy/others, 18c 26
    llama.cpp family and ollama, 18d 14 vLLM/SGLang), labelled and committed before the classifier ran on it, each part
    measured once when it landed, before any fix it caused: labels 86/95 (90.5%), first fatal lines 50/56 (89.3%),
    false alarms 0/39 -- not met. Families fixed after (tests in test_triage.py, test_round18_*):
    a supervisor's "exited with status code N", llama.cpp's failed decode before "exiting main loop", the kernel's
    hung-task watchdog, TensorRT-LLM's "Failed to deserialize cuda engine" (Triton's lifecycle line opening that
    burst), Ray's actor death that lists potential causes, a timeout raised in vLLM's shared-memory queue, Triton's
    failed ptxas. Left: a TensorRT-LLM plugin assertion during engine deserialisation (labelled model_load_error),
    LM Studio's "Failed to load the model" with no cause (labelled exited; the second reader said model_load_error).
    After: 93/95, 56/56, 0/39."""
    _round_meets_the_goal(ROUND18)


def test_round19_accuracy() -> None:
    """Round 19 (64 new public logs: 19a 18 vLLM/SGLang, 19b 22 TensorRT-LLM/Triton/lmdeploy/others, 19c 24 llama.cpp
    family and ollama), labelled and committed before the classifier ran on it, each part measured once when it
    landed: labels 57/64 (89.1%), first fatal lines 34/39 (87.2%), false alarms 0/25 -- not met. Families fixed after
    (test_triage.py, test_round19_*): ctypes' "OSError: exception: access violation" (a native fault), Node's "Process
    exited with code null", Triton's model table with an UNAVAILABLE row, TensorRT-LLM's "Executor worker returned
    error" and its "Prompt length (N) exceeds maximum input length". Left: a compose "exited with code 0" with no
    cause (labelled exited; code 0 stays quiet). After: 63/64, 38/39, 0/25."""
    _round_meets_the_goal(ROUND19)


def test_round20_accuracy() -> None:
    """Round 20c (14 new public logs from servers other than vLLM/SGLang/llama.cpp/ollama: text-embeddings-inference,
    Infinity, mistral.rs, Xinference, TGI, Triton, lmdeploy), labelled and committed before the classifier ran on it,
    measured once: labels 8/14, first fatal lines 5/10, false alarms 0/4 -- far from the goal; a second, blind reader
    agreed with all 14 labels. Fixed after (test_triage.py, test_round20_*): text-embeddings-inference's compute-cap
    mismatch and backend start failures, a length rejection relayed by Xinference, a worker that cannot reach its
    supervisor. Left: a Rust panic (both readers: exited; earlier rounds labelled panics fatal_signal, as the rules do),
    TGI's "Shard 0 failed to start" with no cause (both readers: exited; issue 17 names it a load failure), an INFO
    line opening a CUDA error's burst (INFO lines are quiet). After: 12/14, 9/10, 0/4; the goal's levels are not met on
    this small part, so this guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND20]
    assert sum(s.labels_right for s in scores) >= 12 and sum(s.lines_right for s in scores) >= 9
    assert sum(s.false_alarms for s in scores) == 0


def test_round21_accuracy() -> None:
    """Round 21 (71 new public logs: 21a 22 vLLM/SGLang from other projects' threads (KServe, Ray, GPUStack, ms-swift,
    LlamaFactory, slime, Qwen, ...), 21b 22 llama.cpp family and ollama from other projects' threads, 21c 14 vLLM/SGLang,
    21d 13 TensorRT-LLM/TGI/lmdeploy/ollama/llama.cpp), labelled and committed before the classifier ran on it, each part
    measured once when it landed, after a knowledge pass written before any round-21 log was read (test_pass21_*):
    labels 65/71 (91.5%), first fatal lines 33/41 (80.5%), false alarms 0/30 -- not met. Per part: 21a 20/22, 9/12;
    21b 19/22, 10/13; 21c 14/14, 8/9; 21d 12/13, 6/7. Families fixed after (test_triage.py, test_round21_*): a
    cancellation ending a traceback names no failure, the llama tokenizer's "too many tokens", a command line rejected
    as "Invalid argument: --x", a bare "Failed to load model" whose cause is on the next line, a launcher's load report
    whose next line gives its server's signal, a kernel library's JIT build that failed, "Server didn't reply within",
    Go's "unexpected fault address", more Windows crash statuses, a generic "scheduler is dead" before a child's own
    death report naming its signal (both readers took the child's line). After: 71/71, 41/41, 0/30 (a guard of what it
    reaches: these logs were fixed against)."""
    _round_meets_the_goal(ROUND21)


def test_round22_accuracy() -> None:
    """Round 22 (60 new public logs: 22a 11 vLLM/SGLang from other projects' threads, mostly NVIDIA Dynamo; 22b 16
    llama.cpp family and ollama builds and forks; 22c 12 vLLM/SGLang; 22d 21 TensorRT-LLM, lmdeploy, TGI, mistral.rs,
    KTransformers, LocalAI, Xinference, LightLLM), labelled and committed before the classifier ran on it, each part
    measured once when it landed, after the round-21 fixes and two knowledge passes that had not seen it: labels 48/60
    (80.0%), first fatal lines 25/36 (69.4%), false alarms 1/24 -- the worst four-part round since round 11. Per part:
    22a 7/11, 3/7, 1/4; 22b 13/16, 5/9; 22c 11/12, 6/7; 22d 17/21, 11/13. Families fixed after (test_triage.py,
    test_round22_*): a logged traceback through vLLM's engine loop opened by its report, a failed collective_rpc call
    returned to its caller (the false alarm), "ld: cannot find -lcuda", a Rust panic header with a thread id, an
    assertion in TensorRT's deserialisation, "CUDA kernel failed", Triton's invalid kernel image, a GGUF loader report
    whose failure word comes first, "Error loading the model - ", SYCL/Level Zero errors, rocBLAS without kernels for
    the arch. Left: a Rust panic header before its bind failure (labelled at the header; earlier rounds labelled three
    such bursts at the message), a UCX connection error before the engine's report of it, a model that cannot be built
    (an AttributeError) read as exited. After: 59/60, 34/36, 0/24 (a guard of what it reaches)."""
    _round_meets_the_goal(ROUND22)


def test_round23_accuracy() -> None:
    """Round 23 (52 new public logs: 23a 13 vLLM from serving platforms' threads (LMCache, GPUStack, RunPod, Ray,
    production-stack, Triton's vLLM backend), 23b 18 llama.cpp family and ollama from apps' threads, 23c 10 vLLM/SGLang
    from RL frameworks' threads (verl, EasyR1, NeMo-RL, lm-eval), 23d 11 Triton/TensorRT-LLM, Xinference, mistral.rs,
    TabbyAPI, OpenVINO, NIM), labelled and committed before the classifier ran on it, each part measured once when it
    landed, after the round-22 fixes: labels 43/52 (82.7%), first fatal lines 22/32 (68.8%), false alarms 0/20 -- not
    met. Per part: 23a 9/13, 4/8; 23b 17/18, 8/11; 23c 8/10, 7/8; 23d 9/11, 3/5. One round-22 fix was confirmed on a
    fresh log (5601, an assertion in TensorRT's deserialisation). Families fixed after (test_triage.py,
    test_round23_*): see the classifier docstring. Left: a bare StopIteration in a worker's busy loop (no rule reads a
    bare exception name that is not an Error), vLLM's "Shutting down FastAPI HTTP server" with no cause (labelled
    exited; shutdowns stay quiet), Xinference's "Failed to load model" with no cause (labelled exited). After: 49/52,
    30/32, 0/20; the goal's 95% is not reached on this round even after its fixes, so this guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND23]
    assert sum(s.labels_right for s in scores) >= 49 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round24_accuracy() -> None:
    """Round 24 (68 new public logs: 24a 17 vLLM/SGLang from their own repos, 24b 17 llama.cpp/ollama from their own
    repos, 24c 23 from AMD/ROCm, Intel, Tenstorrent and NVIDIA stacks (vLLM, ollama, llama.cpp, SGLang, Dynamo), 24d 11
    TensorRT-LLM/Triton, TGI, lmdeploy), labelled and committed before the classifier ran on it, each part measured once
    when it landed, after the round-23 fixes: labels 60/68 (88.2%), first fatal lines 32/41 (78.0%), false alarms 1/27
    -- not met. Per part: 24a 15/17, 9/10; 24b 16/17, 8/10; 24c 20/23, 10/14; 24d 9/11, 5/7, 1/4. Families fixed after
    (test_triage.py, test_round24_*): see the classifier docstring. Left: a bare AttributeError ending a traceback
    (5713), "[Errno 12] Cannot allocate memory" (labelled exited; the rules call host memory killed_oom_host), a Rust
    panic header before its bind failure (5909, labelled at the header), a tt-metal engine's KeyError at the end of an
    ERROR-logged traceback (5918), Open MPI's "*** Process received signal ***" banner (6005 labelled at the banner,
    round 16's 3209 at the signal line after it). After: 65/68, 37/41, 0/27; guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND24]
    assert sum(s.labels_right for s in scores) >= 65 and sum(s.lines_right for s in scores) >= 37
    assert sum(s.false_alarms for s in scores) == 0


def test_round25_accuracy() -> None:
    """Round 25 (78 new public logs: 25a 13 vLLM/SGLang from their own repos, 25b 16 llama.cpp family and ollama from
    the apps that run them, 25c 18 vLLM/SGLang from projects that drive or deploy them (GPUStack, Xinference, llm-d,
    verl, production-stack, model repos), 25d 15 Triton/TensorRT-LLM, TGI, lmdeploy, MLC-LLM, mistral.rs, Ray Serve,
    25e 16 from pages outside GitHub (Hugging Face discussions and Spaces, pastebin, a blog)), labelled and committed
    before the classifier ran on it, each part measured once when it landed, after the round-24 fixes and a knowledge
    pass written before any round-25 log was read (an exception through an engine loop): labels 67/78 (85.9%), first
    fatal lines 34/44 (77.3%), false alarms 0/34 -- not met. Per part: 25a 12/13, 7/7; 25b 15/16, 8/9; 25c 14/18,
    7/11; 25d 13/15, 5/8; 25e 13/16, 7/9. Families fixed after (test_triage.py, test_round25_*): see the classifier
    docstring. Left: two shutdowns with no cause (6307, 6308: labelled exited, shutdowns stay quiet), uvicorn's
    "[Errno 99] ... cannot assign requested address" (6504 labelled exited, round 16's 3210 port_in_use by its
    collector and reader), an ollama runner's "exit status 2" during a load (6210 labelled exited, read as a load
    failure). After: 74/78, 42/44, 0/34; guards what it reaches. Round 69 put the first fatal line of an abort whose
    what() names no more specific cause at its terminate line, as 14 labelled readings do: 6402 here reads at it
    against its label (41/44)."""
    scores = [_accuracy().score(folder) for folder in ROUND25]
    assert sum(s.labels_right for s in scores) >= 74 and sum(s.lines_right for s in scores) >= 41
    assert sum(s.false_alarms for s in scores) == 0


def test_round26_accuracy() -> None:
    """Round 26 (25 new public logs: 26b 17 vLLM/SGLang from pull requests, Discussions and uncommon backends (Ascend,
    Intel XPU, Neuron, OpenVINO), 26c 8 from Hugging Face model discussions; 26a did not land), labelled and committed
    before the classifier ran on it, each part measured once when it landed, after the round-25 fixes and the two
    source-code passes: labels 17/25 (68.0%), first fatal lines 11/18 (61.1%), false alarms 0/7 -- not met, the worst
    round yet: 26b's excerpts are mostly cut tracebacks from backends no earlier round held. Per part: 26b 10/17, 6/11;
    26c 7/8, 5/7. Families fixed after (test_triage.py, test_round26_*): see the classifier docstring. Left: 6701 (an
    extension's "cannot open shared object file", labelled exited, read as a load failure), 6802 (text-generation-
    webui's "Failed to load the model." before its traceback's own load failure, labelled at the latter). After: 24/25,
    17/18, 0/7; guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND26]
    assert sum(s.labels_right for s in scores) >= 24 and sum(s.lines_right for s in scores) >= 17
    assert sum(s.false_alarms for s in scores) == 0


def test_round27_accuracy() -> None:
    """Round 27 (34 new public logs, older threads: 27a 8 vLLM/SGLang, 27b 11 llama.cpp/ollama, 27c 6 from deployment
    repos (KServe, SageMaker samples, Modal, Ray, OpenLLM), 27d 9 lmdeploy/TensorRT-LLM/Triton), labelled and committed
    before the classifier ran on it, measured once when all four had landed, after round 26's fixes and the wrappers'
    knowledge pass: labels 26/34 (76.5%), first fatal lines 14/24 (58.3%), false alarms 0/10 -- not met. Per part:
    27a 7/8, 5/6; 27b 10/11, 5/6; 27c 4/6, 1/4; 27d 5/9, 3/8. Fixed after (test_triage.py, test_round27_families): see
    the classifier docstring. Left: 6908 (old SGLang's "Exception in ModelTpServer:" cut before its exception),
    7102, 7202, 7203 (first fatal lines), 7205 (lmdeploy's converter's assertion on the model format), 7209 (a gRPC
    client's "Socket closed"). After: 31/34, 19/24, 0/10; guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND27]
    assert sum(s.labels_right for s in scores) >= 31 and sum(s.lines_right for s in scores) >= 19
    assert sum(s.false_alarms for s in scores) == 0


def test_round28_accuracy() -> None:
    """Round 28 (36 new public logs: 28c 13 from speculative-decoding threads of vLLM, llama.cpp, SGLang and TensorRT-LLM,
    28d 17 from engines earlier rounds used little (exo, distributed-llama, LightLLM, ktransformers, Gaudi's vLLM fork,
    mlx-lm, Jetson containers, LoRAX, Nexa SDK), 28e 6 from model makers' repos (MiniCPM-V, Qwen-VL, DeepSeek-V3,
    Hunyuan, GLM)), labelled and committed before the classifier ran on it, each part measured once when it had landed,
    with the classifier of f8af9e2 (no rule of the round yet): 28c 12/13, 8/8, 0/5; 28d 13/17, 7/9, 1/8; 28e 6/6, 2/2,
    0/4; in all labels 31/36 (86.1%), first fatal lines 17/19 (89.5%), false alarms 1/17 -- not met. Fixed after
    (test_triage.py, test_round28_*): see the classifier docstring (the false alarm: exo's WARNING "Error downloading
    shard: FileNotFoundError" read as a load failure). After: 36/36, 19/19, 0/17; guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND28]
    assert sum(s.labels_right for s in scores) >= 36 and sum(s.lines_right for s in scores) >= 19
    assert sum(s.false_alarms for s in scores) == 0


def test_round29_accuracy() -> None:
    """Round 29 (76 new public logs: 29a 14 from RL/fine-tuning/evaluation frameworks that drive vLLM (OpenRLHF, verl,
    TRL, unsloth, LLaMA-Factory, lm-eval), 29b 17 from the newest vLLM and SGLang threads, 29c 16 from the newest
    llama.cpp and ollama threads, 29d 17 from TGI, TensorRT-LLM, lmdeploy, Triton and NVIDIA Dynamo, 29e 12 from the
    apps that wrap the servers (Docker Model Runner, KoboldCpp, LocalAI, GPUStack, llama-swap)), labelled and committed
    before the classifier ran on it, each part measured once when it had landed, with the classifier of 1bf1b97 (no
    rule of the round yet): 29a 11/14, 4/7, 0/7; 29b 16/17, 9/10, 0/7; 29c 15/16, 8/9, 0/7; 29d 14/17, 7/10, 1/7; 29e
    11/12, 5/7, 0/5; in all labels 67/76 (88.2%), first fatal lines 33/43 (76.7%), false alarms 1/33 -- not met.
    Fixed after (test_triage.py, test_round29_*): see the classifier docstring. After: 75/76, 42/43, 1/33. Left: 8104,
    NVIDIA Dynamo's duplicate bind of its status port that it survives (the false alarm; the blind second reader
    labelled it port_in_use too), and 8105, a Rust panic whose message line names the cause (the panic's line was
    labelled; earlier rounds labelled the message line for mistral.rs's panics). Guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND29]
    assert sum(s.labels_right for s in scores) >= 75 and sum(s.lines_right for s in scores) >= 42
    assert sum(s.false_alarms for s in scores) <= 1


def test_round30_accuracy() -> None:
    """Round 30 (69 new public logs: 30a 13 from vLLM and SGLang threads about one recent model family, 30b 17 from
    llama.cpp and ollama on platforms other than Linux+CUDA (SYCL, ROCm, Vulkan, Metal, Android, Windows, Jetson), 30c
    12 from vendor forks for non-NVIDIA hardware (ROCm, Ascend, ipex-llm), 30d 18 from multi-node and disaggregated
    serving (Ray, KubeRay, Mooncake, LMCache, production-stack), 30e 9 from pages outside GitHub (Hugging Face
    discussions, pastebin, blogs)), labelled and committed before the classifier ran on it, each part measured once
    when it had landed: 30a-d with the classifier of b2b656e (round 29's fixes and round 30's knowledge pass over
    non-CUDA runtimes and multi-node serving, no rule from the round's logs), 30e with that of b897969 (the same
    without the pass; b2b656e reads it the same): 30a 13/13, 7/7, 0/6; 30b 16/17, 10/10, 0/7; 30c 9/12, 7/8, 0/4; 30d
    18/18, 8/10, 0/8; 30e 8/9, 3/4, 0/5; in all labels 64/69 (92.8%), first fatal lines 35/39 (89.7%), false alarms
    0/30 -- not met (labels and lines short). Fixed after (test_triage.py, test_round30_*): see the classifier
    docstring. After: 69/69, 39/39, 0/30; guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND30]
    assert sum(s.labels_right for s in scores) >= 69 and sum(s.lines_right for s in scores) >= 39
    assert sum(s.false_alarms for s in scores) == 0


def test_round31_accuracy() -> None:
    """Round 31 (75 new public logs: 31a 14 from vLLM and SGLang feature threads (LoRA, structured output, tool
    parsers, multimodal, RL weight updates), 31b 14 from llama.cpp and ollama feature threads (mmproj, embeddings,
    grammar, slots), 31c 21 from quantization toolchains and quantized-model serving, 31d 10 from FastDeploy,
    ktransformers, LightLLM and lmdeploy, 31e 16 from CPU and edge serving (vLLM's CPU backend, llamafile, Termux, MLC
    on Android)), labelled and committed before the classifier ran on it, each part measured once, with the classifier
    of 0c71c99 (rounds 29-30's fixes and round 31's knowledge pass over the servers' feature paths, no rule from the
    round's logs): 31a 9/14, 5/9, 0/5; 31b 14/14, 7/8, 0/6; 31c 17/21, 11/14, 0/7; 31d 6/10, 3/6, 0/4; 31e 12/16, 8/9,
    0/7; in all labels 58/75 (77.3%), first fatal lines 34/46 (73.9%), false alarms 0/29 -- not met. Fixed after
    (test_triage.py, test_round31_*): see the classifier docstring. After: 69/75, 43/46, 0/29. Left: 8814 (SGLang's
    "SystemExit: 0" at its own teardown), 9002 (a TensorRT-LLM what() on an FP4 type: abort or load failure), 9006 (a
    quantization library too old: a load failure or the "is not installed" exit), 9105 (asyncio's "Task exception was
    never retrieved", which other logs show harmless), 9110 (Paddle's MemoryError on a GPU allocation), 9208 (a TVM
    check failure in an Android app). Guards what it reaches."""
    scores = [_accuracy().score(folder) for folder in ROUND31]
    assert sum(s.labels_right for s in scores) >= 69 and sum(s.lines_right for s in scores) >= 43
    assert sum(s.false_alarms for s in scores) == 0


def test_round32_accuracy() -> None:
    """Round 32 (17 new public logs, a sample of the main servers' own repos taken as the threads came: vLLM 5, SGLang
    2, llama.cpp 4, ollama 5, TGI 1; small because the session's search budget ran out after the collectors' first
    queries), labelled and committed before the classifier ran on it, measured once with the classifier of 14e83c6
    (round 31's fixes): 17/17 labels, 5/6 first fatal lines, 0/11 false alarms. Fixed after (test_round32_*): TGI's
    "Shard complete standard error output:" gives way to the exception its dump ends in. After: 17/17, 6/6, 0/11."""
    scores = [_accuracy().score(folder) for folder in ROUND32]
    assert sum(s.labels_right for s in scores) >= 17 and sum(s.lines_right for s in scores) >= 6
    assert sum(s.false_alarms for s in scores) == 0


def test_round33_accuracy() -> None:
    """Round 33 (90 new public logs: 33a 15 from vLLM's repo, 33b 10 from SGLang's, 33c 20 from llama.cpp's, taken as
    the threads came; 33d 15 from speculative-decoding threads of any server; 33e 16 from ollama, TGI, TensorRT-LLM
    and lmdeploy; 33f 14 from the Kubernetes and cluster stacks that run vLLM (Dynamo, Ray Serve, AIBrix, llm-d)),
    labelled and committed before the classifier ran on it, each part measured once when it had landed: 33a and
    33c-f with the classifier of d444764 (round 32's fixes, the log-wrapper reading and round 33's knowledge pass over
    llama.cpp and ollama now, no rule from the round's logs), 33b, which landed last, with that of 9ec10de (the
    same and the fixes for 33a and 33c-f, none from 33b's logs): 33a 14/15, 6/7, 1/8; 33b 7/10, 1/5, 0/5; 33c 19/20,
    10/10, 0/10; 33d 14/15, 9/9, 0/6; 33e 16/16, 9/9, 0/7; 33f 12/14, 5/8, 0/6; in all labels 82/90 (91.1%), first
    fatal lines 40/48 (83.3%), false alarms 1/42 -- not met. Fixed after (test_triage.py, test_round33_*): see the
    classifier docstring. After: 88/90, 47/48, 0/42. Left: 9902 (a cloud log viewer's newest-first paste, whose
    first line is the shell's Killed), 10102 (a TensorRT-LLM assertion while its decoding layers are built: a load failure or a plain exit). Guards
    what it reaches. Since round 53, 87/90: sgl_kernel's library that cannot load (9908) is exited, as its second reader
    and both readers of round 53's two such logs read it."""
    scores = [_accuracy().score(folder) for folder in ROUND33]
    assert sum(s.labels_right for s in scores) >= 87 and sum(s.lines_right for s in scores) >= 47
    assert sum(s.false_alarms for s in scores) == 0


def test_round34_accuracy() -> None:
    """Round 34: public logs taken as the threads came, labelled and committed before the classifier ran on them, each
    part measured once. 34c (12 logs from llama.cpp's repo), with the classifier of 10ed3ee (round 33's fixes): 11/12
    labels, 6/7 first fatal lines, 0/5 false alarms; fixed after (test_round34_*): the older SYCL runtime's PI error
    codes, LLVM's "UNREACHABLE executed"; after: 12/12, 6/7 (10612's first fatal line is a bare "> Unexpected
    pattern!" the collector took as the burst's opener). 34d (13 logs from performance and tuning threads of any
    server) and 34e (10 logs from less common engines and frontends), landed a session later, with the classifier of
    1445557 (and again of 15f3bbb, the same): 34d 12/13, 6/7, 0/6; 34e 9/10, 5/7, 0/3. Fixed after (test_round34_*): a
    vLLM stats line with requests running and nothing generated makes the next "no broadcast block" report a hang at
    once; Xinference's health check that quits the engine; serde's "missing field ... at line N column M" in a Rust
    engine's panic. After: 34d 13/13, 7/7; 34e 10/10, 7/7. 34a and 34b collected none."""
    scores = [_accuracy().score(folder) for folder in ROUND34]
    assert sum(s.labels_right for s in scores) >= 35 and sum(s.lines_right for s in scores) >= 20
    assert sum(s.false_alarms for s in scores) == 0


def test_round35_accuracy() -> None:
    """Round 35 (71 new public logs in five parts: vLLM's own repo; SGLang's and TensorRT-LLM's; ollama's; cluster
    and Kubernetes serving layers; speculative-decoding threads of any server), labelled and committed before the
    classifier ran on it, measured once with the classifier of 7851e6d (round 34's fixes): 65/71 labels, 38/43 first
    fatal lines, 0/28 false alarms. Fixed after (test_round35_*): an exception raised in a model class's constructor
    is a load failure, as is vLLM's ModelConfig that does not validate; NVIDIA Dynamo's "Application shutdown with
    error". After: 68/71, 39/43 (left: a Rust panic, a UCX error before TensorRT-LLM's executor failure, a ROCm
    buffer that could not be allocated, each a call two readings make differently; and two first lines: vLLM V0's
    "Writing input of failed execution" before its error, KServe's "fail to locate model file ..., trying loading from
    model repository" before the FileNotFoundError that ends it)."""
    scores = [_accuracy().score(folder) for folder in ROUND35]
    assert sum(s.labels_right for s in scores) >= 68 and sum(s.lines_right for s in scores) >= 39
    assert sum(s.false_alarms for s in scores) == 0


def test_round36_accuracy() -> None:
    """Round 36 (64 new public logs in five parts: llama.cpp's repo and projects that paste its log; TGI and LMDeploy;
    vLLM on ROCm, Ascend, TPU and XPU; training, RL and evaluation frameworks that drive vLLM or SGLang; less common
    engines and frontends), labelled and committed before the classifier ran on it, measured once with the classifier
    of 11c09b7 (round 35's fixes and round 36's three knowledge passes, which changed nothing on these logs): 56/64
    labels, 34/40 first fatal lines, 1/24 false alarms. Fixed after (test_round36_*): Mesa RADV's Vulkan context loss,
    Open MPI's "Process received signal" report, serde's "invalid type ... at line N column M" in a Rust engine's
    config, a launcher that could not start llama-server ("Failed to load llama-server: ... 3221225477") is the crash
    status it reports, a WARNING-level "Failed to load weights" is no load failure, NCCL's error-return trail through a
    file whose name holds digits, torch_npu's failed aclnn call, a supervisor that restarts a server it found gone.
    After: 63/64, 40/40, 0/24 (left: TGI's "Error when initializing model" with its traceback cut, model_load_error to
    the rules and the second reader, exited to the collector)."""
    scores = [_accuracy().score(folder) for folder in ROUND36]
    assert sum(s.labels_right for s in scores) >= 63 and sum(s.lines_right for s in scores) >= 40
    assert sum(s.false_alarms for s in scores) == 0


def test_round37_accuracy() -> None:
    """Round 37 (55 new public logs in five parts: vLLM's and SGLang's newest threads; ollama and the apps that paste
    its log; cloud and deployment platforms; benchmarking threads of any server), labelled and committed before the
    classifier ran on it, measured once with the classifier of 1a543ff (round 36's fixes): 48/55 labels, 26/33 first
    fatal lines, 0/22 false alarms. Fixed after (test_round37_*): an exception in a model's weight loading is a load
    failure as in its constructor; a CUDA runtime call a kernel library names as failed ("cudaMemcpyBatchAsync
    failed"); a container platform's "[service]: " tag before vLLM's prefix; TensorRT-LLM's "Error opening engine file"; BentoML's service and runner construction
    failures; llama-swap's "process exited but not StateStopping" with Go's "signal: terminated" before it. After:
    53/55, 30/33, 0/22 (left: a missing framework module in a BentoML runner, exited to the rules and a load failure
    to the collector; a bare AssertionError whose process's own traceback is cut; SGLang's "Scheduler hit an
    exception" as the first line before a Triton compile failure; LM Studio's "Failed to load the model" before its
    cause, line 1 to the rules, to heldout23's collector and to this part's second reader, line 5 to its collector)."""
    scores = [_accuracy().score(folder) for folder in ROUND37]
    assert sum(s.labels_right for s in scores) >= 53 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round38_accuracy() -> None:
    """Round 38 (76 new public logs in five parts: speculative-decoding runs of any server; vLLM's feature threads
    (vision, LoRA, tool and reasoning parsers, quantized checkpoints, embeddings, the offline API); SGLang's (DP
    attention, PD disaggregation, HiCache, AMD, Ascend); the llama.cpp family; TensorRT-LLM, Triton, LMDeploy,
    mistral.rs, MLC-LLM, Dynamo and other engines), labelled and committed before the classifier ran on it, measured
    once with the classifier of 23d3605 (round 37's): 67/76 labels, 38/46 first fatal lines, 0/30 false alarms. Fixed
    after (test_round38_*): HIP's "No compatible code objects found"; Go's "listen tcp ...: bind:" in any language;
    NCCL's "Failed to CUDA calloc"; a logged traceback down into Triton's compiler, cut; Triton's "Failed to initialize
    Python stub"; TVM's check that a config stream opened; asyncio's report of a server loop's task that died unawaited.
    After: 74/76, 42/46, 0/30 (left: rtp-llm's engine-thread "process run error" that a user says ended the service;
    an OpenLLM runner's traceback logged at ERROR with no frame of a loop; two Rust panics whose first line both readers
    put at the panic's header, where three earlier logs' readers put the message line after it, as the rules do)."""
    scores = [_accuracy().score(folder) for folder in ROUND38]
    assert sum(s.labels_right for s in scores) >= 74 and sum(s.lines_right for s in scores) >= 42
    assert sum(s.false_alarms for s in scores) == 0


def test_round39_accuracy() -> None:
    """Round 39 (64 new public logs in five parts: pull-request threads of the servers; model makers' repositories;
    multi-node and cluster deployments; kernel and library repositories; the llama.cpp family and ollama on Metal,
    Windows, Vulkan, ROCm and Docker), labelled and committed before the classifier ran on it, measured once with the
    classifier of dcc5b86 (round 38's): 55/64 labels, 31/39 first fatal lines, 0/24 false alarms. Fixed after
    (test_round39_*): Ray's fatal check, its preamble and a worker's lost push just before it; gloo's monitored barrier;
    the c10d store's client socket that timed out; Ray's version mismatch; the same exception ending two ranks'
    tracebacks; ggml-metal's failed command buffer before its assert; the error report before vLLM's dump of a failed
    step; an executor that could not start on an attribute its code lacks. After: 61/64, 39/39, 0/24 (left: the c10d
    timeout, hang to its collector and nccl_error to its second reader and the rules; a dyld "Library not loaded", exited
    to both readers and a load failure to the rules and heldout65's collector; a zero-size Metal buffer, a load failure
    to its collector and cuda_oom to its second reader and the rules)."""
    scores = [_accuracy().score(folder) for folder in ROUND39]
    assert sum(s.labels_right for s in scores) >= 61 and sum(s.lines_right for s in scores) >= 39
    assert sum(s.false_alarms for s in scores) == 0


def test_round40_accuracy() -> None:
    """Round 40 (68 new public logs in five parts: vLLM's and SGLang's newest threads; TensorRT-LLM, Triton, TGI and
    LMDeploy; ollama and the desktop apps that run llama.cpp; non-NVIDIA accelerators (Gaudi, TPU, XPU, Ascend, ROCm);
    RL, evaluation and gateway frameworks over vLLM), labelled and committed before the classifier ran on it, measured
    once with the classifier of 1a86e47 (round 39's): 54/68 labels, 26/37 first fatal lines, 0/30 false alarms (two
    more logs, read right, were dropped after: their threads were in the dev set). Fixed
    after (test_round40_*): Gaudi's TPC kernel load, CANN's HCCL notify timeouts, torch_npu's ERR99999 report, Triton's
    repository manager, MLIR's failed Triton pass, rocBLAS's Tensile host, ollama's cudart discovery, ggml_vulkan's
    allocation, Ray's task error, a cut KV-cache sizing line, FlashInfer's missing CUDA targets, TensorRT-LLM's sequence
    length check, vLLM's shared-memory timeout, libc++'s abort with its message, a start-up report repeating an
    exception, CANN's event-wait timeout. After: 68/68, 37/37, 0/30."""
    scores = [_accuracy().score(folder) for folder in ROUND40]
    assert sum(s.labels_right for s in scores) >= 68 and sum(s.lines_right for s in scores) >= 37
    assert sum(s.false_alarms for s in scores) == 0


def test_round41_accuracy() -> None:
    """Round 41 (59 new public logs in four parts: SGLang's own repository; vLLM's V0 era; llama.cpp's server and
    llama-cpp-python's; smaller engines: TEI, fastllm, KTransformers, PowerInfer, LightLLM, mistral.rs, Xinference),
    labelled and committed before the classifier ran on it, each part measured once as it landed with round 40's
    fixes (and the fixes of the parts before it): 49/59 labels, 23/33 first fatal lines, 0/24 false alarms. Fixed after
    (test_round41_*): PowerInfer's VRAM assert, fastllm's error report, Triton's OutOfResources in asyncio's report,
    asyncio's header after its logger's name, PyTorch's allocator OOM warning before a generic death, SGLang's warm-up
    abort, systemd's stop timeout, uvicorn's bind to an address not this machine's, a missing CUDA runtime behind
    Xinference's actor address. After: 56/59, 30/33, 0/24 (left: a Ray worker's logged exception whose frames lost
    their prefix; an NCCL WARN alone, healthy to the second reader; a Rust panic's header line)."""
    scores = [_accuracy().score(folder) for folder in ROUND41]
    assert sum(s.labels_right for s in scores) >= 56 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round42_accuracy() -> None:
    """Round 42 (74 new public logs in five parts: engines of the Chinese ecosystem (xLLM, FastDeploy, KTransformers,
    vllm-ascend); vLLM's middle era; serving features (structured output, tool calling, LoRA, rerankers); quantized and
    MoE models; GPUs at the edges of CUDA support), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 41's classifier: 64/74 labels, 32/42 first fatal lines, 0/30 false alarms.
    Fixed after (test_round42_*): ptxas's own diagnostic line, Triton's FP8 type this GPU lacks, cuBLAS's allocation
    failure in its own words, a shell's signal report in Chinese (and eight other languages), torch_npu's failed ACL
    call, Kunlunxin's XPU kernel fault, llama-server's chat-template advice before its exit summary, a reranker's token
    limit. After: 69/74, 39/42, 0/30 (left: two GPU-architecture gates the two readers of each log label differently,
    an Ascend device-task timeout (hang to its collector, cuda_error to its second reader), vllm-ascend's "Available
    memory: 0" at INFO before a generic start-up failure, a terminate line before its what(), and a 400 whose cause
    only the thread's title names)."""
    scores = [_accuracy().score(folder) for folder in ROUND42]
    assert sum(s.labels_right for s in scores) >= 69 and sum(s.lines_right for s in scores) >= 39
    assert sum(s.false_alarms for s in scores) == 0


def test_round43_accuracy() -> None:
    """Round 43 (57 new public logs in four parts: TensorRT-LLM's own repository and Triton's TensorRT-LLM backend;
    llama.cpp's GPU backends; SGLang's advanced serving features; LMDeploy's and TGI's own repositories), labelled
    and committed before the classifier ran on it, each part measured once as it landed with round 42's classifier:
    47/57 labels, 24/33 first fatal lines, 0/23 false alarms. Fixed after (test_round43_*): TensorRT-LLM's own check
    is a reported failure (it throws), its paged KV cache too small for one sequence a KV sizing failure; PyTorch's
    Windows terminate handler; TensorRT's failed enqueue; SYCL's missing kernel; torch's collective mismatch check;
    SGLang's generic report after its own error line; Rust clap's argument errors; LMDeploy's backend check after the
    import error it logged. After: 56/57, 31/33, 0/23 (left: a KeyError in a result thread with no loop around it,
    and a Vulkan terminate before its what())."""
    scores = [_accuracy().score(folder) for folder in ROUND43]
    assert sum(s.labels_right for s in scores) >= 56 and sum(s.lines_right for s in scores) >= 31
    assert sum(s.false_alarms for s in scores) == 0


def test_round44_accuracy() -> None:
    """Round 44 (45 new public logs in three parts: ollama's own repository in 2025-2026; vLLM's newest threads and
    its hardware plugins, mostly vllm-ascend; training and fine-tuning frameworks that start or call vLLM), labelled
    and committed before the classifier ran on it, each part measured once as it landed with round 43's classifier:
    36/45 labels, 19/26 first fatal lines, 0/18 false alarms. Fixed after (test_round44_*): Metal's failed command
    buffer in libc++'s abort message, ggml-metal's shader library that did not build, Triton-Ascend's compile failures,
    the Ascend device's core exception and its out-of-range address, torch_npu's warning glued to its error, Ray's
    unhandled-error report, a LoRA adapter that could not be loaded before the engine died, a missing server program.
    After: 43/45, 24/26, 0/18 (left: an Ascend device-task timeout whose two readers disagree, and a torch.fx
    RuntimeError alone on its line)."""
    scores = [_accuracy().score(folder) for folder in ROUND44]
    assert sum(s.labels_right for s in scores) >= 43 and sum(s.lines_right for s in scores) >= 24
    assert sum(s.false_alarms for s in scores) == 0


def test_round45_accuracy() -> None:
    """Round 45 (26 new public logs in two parts: SGLang's newest threads; AMD ROCm in any engine), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 44's classifier: 23/26
    labels, 11/14 first fatal lines, 0/12 false alarms. Fixed after (test_round44_families' last rows): ROCm's
    faulting-kernel report before its memory access fault, older rocBLAS that cannot read its Tensile library. After:
    24/26, 13/14, 0/12 (left: a traceback's tail with no loop around it; HIP's "invalid device function", cuda_error
    to ten earlier collectors and to the rules, no_kernel_image to this one and to most second readers)."""
    scores = [_accuracy().score(folder) for folder in ROUND45]
    assert sum(s.labels_right for s in scores) >= 24 and sum(s.lines_right for s in scores) >= 13
    assert sum(s.false_alarms for s in scores) == 0


def test_round46_accuracy() -> None:
    """Round 46 (22 new public logs in two parts: llama.cpp's server in its 2024 era; Apple Silicon serving: MLX-LM,
    vMLX and the other MLX servers, llama.cpp and ollama on Metal), labelled and committed before the classifier ran on
    it, each part measured once as it landed with round 45's classifier: 17/22 labels, 8/12 first fatal lines, 0/10
    false alarms. Fixed after (test_round46_*): Metal's "error: Insufficient Memory", ggml-sycl's caught exception,
    Metal's API validation assertion and zsh's job report of an abort, ggml-metal's backend that would not start after
    its shader compiler's errors, vMLX's engine loop error. After: 20/22, 12/12, 0/10 (left: two Metal failures whose
    two readers disagree)."""
    scores = [_accuracy().score(folder) for folder in ROUND46]
    assert sum(s.labels_right for s in scores) >= 20 and sum(s.lines_right for s in scores) >= 12
    assert sum(s.false_alarms for s in scores) == 0


def test_round47_accuracy() -> None:
    """Round 47 (88 new public logs in six parts: speculative decoding in any engine; multimodal serving; model
    vendors' own repositories; containers, Kubernetes and clouds; Intel's and Google's accelerators; LoRA, structured
    output and tool calling), labelled and committed before the classifier ran on it, each part measured once as it
    landed with round 46's classifier: 76/88 labels, 43/51 first fatal lines, 2/35 false alarms. Fixed after
    (test_round47_*): vLLM's Transformers back end with no module for an architecture, a Level Zero failure through
    PyTorch's XPU back end, a CUTLASS kernel's failed run, XLA that cannot reserve a program's memory, vLLM's memory
    profiling check (exited, no longer cuda_oom), OpenMPI's notice of a rank that exited, DJL Serving's read chunk
    timeout; not fatal: llama.cpp's W lines and its memory fitting's trial context, a readiness wait's timeout said as
    a warning (the two false alarms). After: 85/88, 48/51, 0/35 (left: a vLLM config check of an option the model does
    not take, read as a load failure; a TGI shard's AttributeError, exited to its collector, a load failure to its
    reader and the rules; a lone RuntimeError with nothing around it; a terminate before its what(); HAMi's error lines
    before the segfault they precede)."""
    scores = [_accuracy().score(folder) for folder in ROUND47]
    assert sum(s.labels_right for s in scores) >= 85 and sum(s.lines_right for s in scores) >= 48
    assert sum(s.false_alarms for s in scores) == 0


def test_round48_accuracy() -> None:
    """Round 48 (87 new public logs in six parts: Windows and WSL2; multi-node and disaggregated serving; embedding and
    reranking servers; benchmark and evaluation tools; other engines (Aphrodite, FasterTransformer, DeepSpeed-MII,
    exllamav3); client applications), labelled and committed before the classifier ran on it, each part measured once
    as it landed with round 47's classifier: 76/87 labels, 32/47 first fatal lines, 0/36 false alarms. Fixed after
    (test_round48_*): ollama's newer words for a runner's death, glibc's allocator checks, Go's Windows exception
    report, gloo's connectFullMesh, FasterTransformer's files it cannot load, an executor's failed method, the
    exception after a multiprocessing header or a bare "hit an exception:", rich's wrapped message. After: 82/87,
    40/47, 0/36 (left: three terminate-before-what() lines, two readers' splits, a UCX error before a NIXL failure
    with no death after it, two short pastes around a 500 and a shutdown)."""
    scores = [_accuracy().score(folder) for folder in ROUND48]
    assert sum(s.labels_right for s in scores) >= 82 and sum(s.lines_right for s in scores) >= 40
    assert sum(s.false_alarms for s in scores) == 0


def test_round49_accuracy() -> None:
    """Round 49 (30 new public logs in six small parts, from the seven servers' own newest threads: vLLM late 2025 and
    2026, SGLang 2026, TensorRT-LLM 2025-26, llama.cpp, ollama/LMDeploy/TGI; the search store's budget ran out while
    they collected), labelled and committed before the classifier ran on it, each part measured once as it landed
    with round 47's classifier (round 48's read it the same): 24/30 labels, 9/13 first fatal lines, 1/17 false
    alarms. Fixed after (test_round49_*): Triton's launcher relaying CUDA's refusal inside a graph's capture,
    transformers' failed lazy import, LMDeploy's model checker, a Hugging Face endpoint that would not start, ollama's
    crashed GPU probe (the false alarm). After: 28/30, 11/13, 0/17 (left: two lone lines, a ValueError and asyncio's
    "Task exception was never retrieved", with nothing around them)."""
    scores = [_accuracy().score(folder) for folder in ROUND49]
    assert sum(s.labels_right for s in scores) >= 28 and sum(s.lines_right for s in scores) >= 11
    assert sum(s.false_alarms for s in scores) == 0


def test_round50_accuracy() -> None:
    """Round 50 (18 logs a real llama-server printed on this machine's CPU, bench/device/llamacpp_failures3.sh: a
    missing device, LoRA adapter and projector, a folder as model, a broken chat template, a port out of range, a
    virtual memory limit, SIGILL/SIGBUS/SIGFPE/SIGSEGV/SIGABRT reported by the shell, Ctrl+C twice, refused requests,
    reranking without a head, a memory cgroup's OOM kill, coloured log lines), labelled by reading and committed before
    the classifier ran on it, each part measured once as it landed with round 49's classifier: 18/18 labels, 11/12
    first fatal lines, 0/6 false alarms. Fixed after (test_round50_*): ggml's allocator that found no memory opens the
    buffer failure it causes. After: 18/18, 12/12, 0/6. Since round 117 that allocator's failure is the host's memory
    (killed_oom_host), as 30909, 37403 and 50211 read it to both of their readers: 17802 (a virtual memory limit at
    load, model_load_error to its first reader, cuda_oom to its second) moved away from its label: 17/18."""
    scores = [_accuracy().score(folder) for folder in ROUND50]
    assert sum(s.labels_right for s in scores) >= 17 and sum(s.lines_right for s in scores) >= 12
    assert sum(s.false_alarms for s in scores) == 0


def test_round51_accuracy() -> None:
    """Round 51 (75 new public logs in six parts: reinforcement-learning frameworks' rollout engines; new and small
    NVIDIA hardware (DGX Spark, RTX 50-series, Jetson, GB200); document and OCR pipelines (MinerU, dots.ocr,
    PaddleOCR-VL, olmOCR); quantization toolkits; llama.cpp on Vulkan, Metal, SYCL, CANN and MUSA and its wrappers;
    AMD, Ascend and Neuron), labelled and committed before the classifier ran on it, each part measured once as it
    landed with round 50's classifier: 65/75 labels, 38/44 first fatal lines, 0/31 false alarms. Fixed after
    (test_round51_*): Vulkan's binding exceptions, an ACL runtime call's E line, HCCL's listener (nccl_error), macOS's
    allocator checks, a model's own code module, a model folder not found, a quantization's missing package, a
    container's entry point, ollama's unanswered load request. After: 71/75, 43/44, 0/31 (left: three readers' splits
    and a vLLM with no CUDA driver whose traceback the paste cuts off)."""
    scores = [_accuracy().score(folder) for folder in ROUND51]
    assert sum(s.labels_right for s in scores) >= 71 and sum(s.lines_right for s in scores) >= 43
    assert sum(s.false_alarms for s in scores) == 0


def test_round52_accuracy() -> None:
    """Round 52 (19 logs a real CUDA llama-server printed on the device machine's H100 from
    bench/device/llamacpp_failures3.sh: compute buffers the GPU cannot hold, a device it does not have, a LoRA adapter
    and projector that will not load, a folder as model, a broken chat template, SIGILL/SIGBUS/SIGFPE/SIGSEGV/SIGABRT
    under a shell, a memory cgroup's kill, a virtual-memory limit, refused requests), labelled by reading and committed
    before the classifier ran on it, measured once as it landed with round 50's classifier: 17/19 labels, 11/13 first
    fatal lines, 0/6 false alarms. Fixed after (test_round51_*): the loader that cannot map a library. After: 18/19,
    12/13, 0/6 (left: a chat template the user supplied, whose parser's report prints before the argument check's)."""
    scores = [_accuracy().score(folder) for folder in ROUND52]
    assert sum(s.labels_right for s in scores) >= 18 and sum(s.lines_right for s in scores) >= 12
    assert sum(s.false_alarms for s in scores) == 0


def test_round53_accuracy() -> None:
    """Round 53 (73 new public logs in six parts: vLLM's threads 1000-14000; SGLang 1000-12000 and LMDeploy 500-3800;
    llama.cpp 8000-16000 and ollama 1000-9000; TGI, TensorRT-LLM and Triton's back ends; installation and environment
    failures in any engine; servers that kept serving while requests failed), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 50's classifier: 61/73 labels, 22/37 first
    fatal lines, 0/32 false alarms. Fixed after (test_round53_*): Open MPI's banner, a C library too old, a native
    extension's undefined symbol as an exit, "terminate called recursively", LMDeploy's failed rank, vLLM V0's engine
    repr line, the Hub's errors, an escaped apostrophe in an echoed body, a log viewer's stamp, TGI's relayed exception.
    After: 69/73, 30/37, 0/32 (left: a traceback pasted newest-first, a SystemExit in a request handler, a bare line
    before a cut traceback, a readers' split; lines: two terminate-before-what(), an empty "ImportError:", a CUDA
    warning after the exception)."""
    scores = [_accuracy().score(folder) for folder in ROUND53]
    assert sum(s.labels_right for s in scores) >= 69 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round54_accuracy() -> None:
    """Round 54 (54 new public logs in six parts, small where the search store's budget ran out while they collected:
    vLLM 14000-30000; SGLang 12000-18000; llama.cpp 16000-28000 and ollama 9000-14000; Dynamo, Ray Serve and llm-d;
    GPU sharing (MIG, sleep mode, several servers on one GPU); long runs that go wrong slowly), labelled and committed
    before the classifier ran on it, each part measured once as it landed with round 53's classifier: 46/54 labels,
    22/27 first fatal lines, 0/27 false alarms. Fixed after (test_round54_*): an exception out of asyncio.run, a
    CUresult in a library's check, Ray's "XError: Traceback". After: 49/54, 25/27, 0/27 (left: two cut tracebacks
    whose frames name the failure, a Rust panic the readers call an exit, a readers' split, a request's "Engine
    Exception caught")."""
    scores = [_accuracy().score(folder) for folder in ROUND54]
    assert sum(s.labels_right for s in scores) >= 49 and sum(s.lines_right for s in scores) >= 25
    assert sum(s.false_alarms for s in scores) == 0


def test_round55_accuracy() -> None:
    """Round 55 (16 logs a real llama-server printed on this machine's CPU, bench/device/llamacpp_failures4.sh: a
    dropped SSH session's SIGHUP, a supervisor's SIGKILL, SIGSTOP and SIGCONT, too few file descriptors, a tiny stack,
    GPU options a CPU build ignores, an override to a buffer type and a KV cache type that do not exist, an API key,
    an image to a text-only model, context shift off, slot files, a preload that is not there, SIGTERM twice with
    requests in flight), labelled by reading and committed before the classifier ran on it, measured once as it landed
    with round 53's classifier: 14/16 labels, 5/6 first fatal lines, 0/10 false alarms. Fixed after (test_round55_*):
    the shell's Hangup and Terminated reports, its Killed of a timeout wrapper. After: 16/16, 6/6, 0/10."""
    scores = [_accuracy().score(folder) for folder in ROUND55]
    assert sum(s.labels_right for s in scores) >= 16 and sum(s.lines_right for s in scores) >= 6
    assert sum(s.false_alarms for s in scores) == 0


def test_round56_accuracy() -> None:
    """Round 56 (16 logs a real llama-server printed on this machine's CPU from bench/device/llamacpp_failures2.sh, whose
    scenarios had run on the H200 before: model files that are an HTML page, random bytes or missing, a truncated draft
    and one with another vocabulary, a quantized V cache without flash attention, refused embeddings, SIGINT, an
    address the machine does not have, SIGTERM while loading, an unknown --spec-type and architecture, a LoRA that is
    not there), labelled by reading and committed before the classifier ran on it, measured once as it landed with
    round 55's classifier: 16/16 labels, 10/10 first fatal lines, 0/6 false alarms; no fix."""
    scores = [_accuracy().score(folder) for folder in ROUND56]
    assert sum(s.labels_right for s in scores) >= 16 and sum(s.lines_right for s in scores) >= 10
    assert sum(s.false_alarms for s in scores) == 0


def test_round57_accuracy() -> None:
    """Round 57 (18 logs a real CUDA llama-server printed on the device machine's H100 from
    bench/device/llamacpp_failures4.sh, the scenarios round 55 ran on the CPU plus a GPU another process nearly fills:
    SIGHUP, a timeout's SIGKILL while loading, too few file descriptors (CUDA cannot start, the CPU serves), a tiny
    stack, a main GPU it does not have, an out-of-memory in the first request), labelled by reading and committed
    before the classifier ran on it, measured once as it landed with round 55's classifier (whose fixes came from the
    same script's CPU logs): 18/18 labels, 9/9 first fatal lines, 0/9 false alarms; no fix."""
    scores = [_accuracy().score(folder) for folder in ROUND57]
    assert sum(s.labels_right for s in scores) >= 18 and sum(s.lines_right for s in scores) >= 9
    assert sum(s.false_alarms for s in scores) == 0


def test_round58_accuracy() -> None:
    """Round 58 (87 new public logs in six parts: resource limits other than GPU memory (shared memory, full disks,
    open files, threads, locked memory); compilation and capture at start (torch.compile, CUDA graphs, Triton and JIT
    kernel builds); servers that start slowly or never become ready (NCCL and gloo set-up, rendezvous, Ray placement);
    the model families of 2025-2026; models that are not plain decoder transformers (hybrid and state-space,
    encoder-decoder, diffusion); front ends and launchers (text-generation-webui, SkyPilot)), labelled and committed
    before the classifier ran on it, each part measured once as it landed with round 55's classifier: 70/87 labels,
    34/50 first fatal lines, 1/36 false alarms. Fixed after (test_round58_*): a paste that begins inside a traceback, an
    exception after multiprocessing's process header, a full disk in the server's own error report, vLLM V0's engine
    loop task, Ray's terminate handler, UCX's backtrace, torch.compile's wrapper, TensorRT's builder and the Mamba
    cache out of memory, the Hub not reached, HCCL's failed call, a launcher's start-up deadline, a cut burst opener.
    After: 83/87, 49/50, 1/36 (left: a Rust panic on an OS error the readers call an exit, a missing loader's error
    before a cut traceback, two readers' splits, among them the false alarm: an extension that failed to import)."""
    scores = [_accuracy().score(folder) for folder in ROUND58]
    assert sum(s.labels_right for s in scores) >= 83 and sum(s.lines_right for s in scores) >= 49
    assert sum(s.false_alarms for s in scores) <= 1


def test_round59_accuracy() -> None:
    """Round 59 (23 logs a real llama-server printed on this machine's CPU from bench/device/llamacpp_failures5.sh: a
    model header that lies about its layers, widths, heads, rotary dimension, tokenizer and vocabulary; a mapped model
    cut short (a real SIGBUS); the Hub unreachable and --offline; missing grammar and control vector files; a malformed
    --override-kv; output to head; SIGSEGV and SIGQUIT with core dumps allowed; CPU-time and file-size limits; refused
    requests; dropped streams; a context past training; no GPU visible; --mlock), labelled by reading and committed
    before the classifier ran on it, measured once as it landed with round 55's classifier: 21/23 labels, 13/14 first
    fatal lines, 1/9 false alarms. Fixed after (test_round58_no_death_in_these): llama-server's "model loaded" after a
    control vector failed to load. After: 22/23, 13/14, 0/9 (left: the CPU-time limit's bare "Killed", read as the
    memory killer's; the Hub's line, a readers' split)."""
    scores = [_accuracy().score(folder) for folder in ROUND59]
    assert sum(s.labels_right for s in scores) >= 22 and sum(s.lines_right for s in scores) >= 13
    assert sum(s.false_alarms for s in scores) == 0


def test_round60_accuracy() -> None:
    """Round 60 (90 new public logs in six parts, by symptom: tokenizers and chat templates; the servers' own network and
    process plumbing (ZeroMQ, IPC, ports, clients that leave); version drift between an engine and its libraries; the
    engines' pull requests and CI; KV cache management (prefix caching, LMCache, HiCache, offload, fp8 caches);
    sampling and request parameters), labelled and committed before the classifier ran on it, each part measured once
    as it landed with round 59's classifier: 80/90 labels, 46/54 first fatal lines, 2/35 false alarms. Fixed after
    (test_round60_*): a logger's empty line is no report, a Python warning alone is no event, an exception a request
    module logged, an Ascend kernel's assertion, a tokenizer not found, transformers too old for the model, SGLang's KV
    pool with no room for one request, the exception a dead loop task's report names. After: 87/90, 50/54, 0/35
    (left: a Go runtime panic the readers call an exit, a newest-first paste, Ray's list of possible causes; lines: two
    terminate-before-what(), a rank prefix a paste cut)."""
    scores = [_accuracy().score(folder) for folder in ROUND60]
    assert sum(s.labels_right for s in scores) >= 87 and sum(s.lines_right for s in scores) >= 50
    assert sum(s.false_alarms for s in scores) == 0


def test_round61_accuracy() -> None:
    """Round 61 (78 new public logs in six parts, by symptom: several GPUs in one host (peer access, custom all-reduce);
    the NVIDIA container stack; hardware faults (AMD page faults and firmware, driver resets); CPU instruction sets and
    CPU-only serving; a server's configuration and observability; reasoning models and long generations), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 60's classifier: 66/78
    labels, 36/47 first fatal lines, 0/30 false alarms. Fixed after (test_round61_*): argparse's ambiguous option, the
    Hub's offline mode, a dtype a quantization does not take, a model inspection a signal killed. After: 70/78, 39/47,
    0/30 (left: a tensor-parallel layout check the source pass calls a load failure and both readers an exit, a bare
    exception with no traceback, a newest-first journal, a pasted line cut before its host, an AMD firmware timeout,
    a missing libcudart, a Python exception printed before its own traceback; lines: a terminate before its what())."""
    scores = [_accuracy().score(folder) for folder in ROUND61]
    assert sum(s.labels_right for s in scores) >= 70 and sum(s.lines_right for s in scores) >= 39
    assert sum(s.false_alarms for s in scores) == 0


def test_round62_accuracy() -> None:
    """Round 62 (84 new public logs in six parts, by symptom: evaluation harnesses against a server; ollama's model
    scheduling and runners; serverless and autoscaled deployments (SageMaker, Modal, KServe, Cloud Run); security and
    access (API keys, TLS, gated models, read-only and non-root containers); mixture-of-experts and expert parallelism;
    routers, gateways and model swappers (GPUStack, LocalAI, Xinference, sgl-router); and 16 real CUDA llama-server logs
    from the device machine's H200, llamacpp_failures5.sh's scenarios 01-16), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 61's classifier: 86/100 labels, 46/58 first
    fatal lines, 2/39 false alarms. Fixed after (test_round62_*): Go's panic an exit, ollama's "error:fault", an
    exception a runner reports escaped it, vLLM's newer request handlers, CloudWatch's stamp and table, a flattened
    traceback and TGI's model constructors, Java's TimeoutException, DeepEP's host assertion, a version floor, LocalAI's
    missing back end, llama-server's router, llama.cpp's Hub fetch error. After: 95/100, 54/58, 1/39 (left: a host
    pinned-memory pool's "out of memory" (collector healthy, reader a load failure), a shell's chmod on a read-only
    volume, a sharding the model does not take (collector exited, reader and an earlier set a load failure), a cache
    folder that cannot be written (a readers' split), a request error llama-box survived; lines: TGI's "Download
    encountered an error: Traceback", a cut Go register dump, the router's notice before its instance's exit)."""
    scores = [_accuracy().score(folder) for folder in ROUND62]
    assert sum(s.labels_right for s in scores) >= 95 and sum(s.lines_right for s in scores) >= 54
    assert sum(s.false_alarms for s in scores) <= 1


def test_round63_accuracy() -> None:
    """Round 63 (80 new public logs in six parts, by symptom: structured outputs and tool calling; edge and embedded
    devices (Jetson, AMD APUs, Android, RISC-V); speculative decoding in the 2025-2026 releases; attention back ends and
    their kernels; loading weights from storage; speech and audio models), labelled and committed before the classifier
    ran on it, each part measured once as it landed with round 62's classifier: 72/80 labels, 36/46 first fatal lines,
    0/34 false alarms. Fixed after (test_round63_*): a native check or assertion raised to Python, a TMA descriptor the
    driver would not make, weights that leave no memory for the KV cache, vLLM-Omni's wait for READY, GPUDirect
    Storage's cuFile, a back end's model that would not load, gunicorn's SIGKILL, a scheduler thread that crashed.
    After: 79/80, 41/46, 0/34 (left: fastsafetensors' "Producer batch 0 failed: 'data_offsets'"; lines: two terminate
    before their what(), a Vitis AI model file that could not be opened before the load failure it causes, vLLM's
    engine report before its "See root cause above")."""
    scores = [_accuracy().score(folder) for folder in ROUND63]
    assert sum(s.labels_right for s in scores) >= 79 and sum(s.lines_right for s in scores) >= 41
    assert sum(s.false_alarms for s in scores) == 0


def test_round64_accuracy() -> None:
    """Round 64 (76 new public logs in six parts, by symptom: offline engines inside Python programs; notebooks
    (Colab, Kaggle, Databricks); data parallelism and several replicas; Apple Silicon and MLX; long contexts;
    regressions after upgrading the engine; and 6 real CUDA llama-server logs from the H200, llamacpp_failures5.sh's
    scenarios 16 and 19-23 after its SIGQUIT fix), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 63's classifier: 72/82 labels, 37/44 first fatal lines, 0/37 false alarms.
    Fixed after (test_round64_*): ggml-metal's failed command buffer before a Go panic (round 62's panic change had
    moved it to an exit), a kernel's assertion before CUDA's device-side assert, newer ggml's Metal library error, a
    metallib for a newer macOS, a config without model_type, the c10d store's deadline for its ranks, uvicorn's OS
    error at start, Unsloth's launcher, a missing heartbeat after the engine's own exception. After: 80/82, 44/44,
    0/37 (left: llama-server's bind failure on the host 127.0.0.0, the message it prints for a busy port too; a CPU
    buffer for a 1M-token KV cache, cuda_oom to both readers of this log and a load failure to both of heldout92's)."""
    scores = [_accuracy().score(folder) for folder in ROUND64]
    assert sum(s.labels_right for s in scores) >= 80 and sum(s.lines_right for s in scores) >= 44
    assert sum(s.false_alarms for s in scores) == 0


def test_round65_accuracy() -> None:
    """Round 65 (82 new public logs in six parts, by symptom: consumer GPUs with little memory; older NVIDIA GPUs
    (Pascal, Volta, Turing); virtualised and home-lab hosts; the GPU memory allocator; accelerators of other vendors
    (Kunlunxin, MetaX, Hygon, Moore Threads, Tenstorrent); saving and restoring KV state; and 12 real CUDA llama-server
    logs from the H100, llamacpp_failures6.sh's scenarios 01-10 and failures5's 17), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 64's classifier: 83/94 labels, 44/53 first
    fatal lines, 2/41 false alarms. Fixed after (test_round65_*): a CUDA call's failure as an exception's message, a
    CUDA-like runtime's failed API call, Triton's GPU too old, Kunlunxin's XCCL, a Rust main's "Error: Could not create
    backend" before its cause, bfloat16 on an old GPU (exited), a thread's exception, an excerpt that begins at its
    exception, vLLM's FlashAttention version note and compute-sanitizer's handled API errors (not failures). After:
    91/94, 52/53, 1/41 (left: Kunlunxin's import hook that catches a missing libcuda.so.1 and goes on, the false alarm;
    a bare "Killed" after a CPU time limit, killed_oom_host to us and one reader, fatal_signal to its labeller)."""
    scores = [_accuracy().score(folder) for folder in ROUND65]
    assert sum(s.labels_right for s in scores) >= 91 and sum(s.lines_right for s in scores) >= 52
    assert sum(s.false_alarms for s in scores) <= 1


def test_round66_accuracy() -> None:
    """Round 66 (68 new public logs in six parts, by symptom: agent frameworks and coding assistants driving a server;
    serving platforms on Kubernetes and Ray (Ray Serve LLM, AIBrix, NIM); a server's shutdown and restart; Arm servers
    and superchips (GH200, GB200, GB300, Graviton); numerical failures (NaN, inf); quantized KV caches), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 65's classifier: 59/68
    labels, 26/36 first fatal lines, 1/31 false alarms. Fixed after (test_round66_*): Metal's failed assertion, ggml's
    abort in its Metal source and llama.cpp's report before an abort, "terminate called without an active exception",
    DeepGEMM's assertion, a CUDA error with a fault of its own before an illegal address, a quantized V cache without
    flash attention and candle's internal error (exited), NIM's NGC repository and vLLM's model loader (load failures),
    a worker ended by the stop after a KeyboardInterrupt, vLLM's cut context message. After: 68/68, 33/36, 0/31 (left:
    DeepEP's terminate before its what() and Rust's panic header before its message, both readers at the header, the
    rules and the earlier labelled logs at the message; 25102's asyncio report, the readers split)."""
    scores = [_accuracy().score(folder) for folder in ROUND66]
    assert sum(s.labels_right for s in scores) >= 68 and sum(s.lines_right for s in scores) >= 33
    assert sum(s.false_alarms for s in scores) == 0


def test_round67_accuracy() -> None:
    """Round 67 (71 new public logs in six parts, by symptom: logs as collectors show them (journalctl, systemctl
    status, docker compose); systems in other languages; CUDA driver and toolkit versions; weights offloaded to the CPU;
    model downloads, hubs and mirrors; overload and admission control; and 11 real CUDA llama-server logs from the H100,
    llamacpp_failures7.sh's scenarios 01-11), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 66's classifier: 67/82 labels, 31/45 first fatal lines, 2/37 false alarms.
    Fixed after (test_round67_*): systemd's failed unit, Windows' WSAEADDRINUSE and missing DLLs, ollama's runner that
    could not start, PTX from a newer toolkit, ggml's cut burst line, failed model fetches and downloads (llama.cpp's
    loader given nothing, ModelScope's integrity check, Xet), TGI's shards that outnumber the GPUs, a utility call that
    failed on the GPU. After: 79/82, 43/45, 2/37 (left, the false alarms: llama-box's RPC server that logs "Unknown
    argument" and starts anyway; a speech server that answers one request with "CUDA driver version is insufficient",
    healthy to its collector, cuda_error to its reader and us)."""
    scores = [_accuracy().score(folder) for folder in ROUND67]
    assert sum(s.labels_right for s in scores) >= 79 and sum(s.lines_right for s in scores) >= 43
    assert sum(s.false_alarms for s in scores) <= 2


def test_round68_accuracy() -> None:
    """Round 68 (10 real CUDA llama-server logs from the H100, llamacpp_failures8.sh's scenarios 01-10: start-up
    options that do not parse, sizes at their limits, KV cache types under flash attention, a request's JSON schema),
    labelled and committed before the classifier ran on it, measured once as it landed with round 67's classifier:
    10/10 labels, 4/5 first fatal lines, 0/5 false alarms; no fix (left: a --grammar that does not parse at start-up,
    whose parser's own line both readers put first, before the uncaught exception's backtrace we read; the same parser
    line before heldout141/14102's segfault is not its first fatal line to either of its readers)."""
    scores = [_accuracy().score(folder) for folder in ROUND68]
    assert sum(s.labels_right for s in scores) >= 10 and sum(s.lines_right for s in scores) >= 4
    assert sum(s.false_alarms for s in scores) == 0


def test_round69_accuracy() -> None:
    """Round 69 (79 new public logs in six parts, by symptom: OpenAI-API request features (n>1, logprobs, max_tokens
    null, response_format); serving platforms on Kubernetes (KServe, KubeRay, MLServer, BentoML, Triton's vLLM back
    end); desktop and local apps over llama.cpp (KoboldCpp, LM Studio, Jan, text-generation-webui); benchmark and batch
    runs; disaggregated prefill and decode (NIXL, Mooncake, LMCache, Dynamo); vision-language models; and 10 real CUDA
    llama-server logs from the H100, llamacpp_failures9.sh's scenarios 01-10), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 68's classifier: 81/89 labels, 35/50 first
    fatal lines, 1/38 false alarms. Fixed after (test_round69_*): the terminate line of an uncaught C++ exception whose
    what() names no more specific cause (the labelled logs: 14 readings at terminate, 2 at the what()), a library's
    failure report on the line before the crash it led to, a GGUF version the loader does not read, Triton's status
    quoted alone, LM Studio's crash with no code, BentoML's command line, llama-cpp-python's constructor, tt-metal's
    TT_FATAL and a container hook's failure opening what follows, llama.cpp's image encoding before its slot loop ended,
    vLLM's engine report whose logger level named no failure. After: 85/89, 47/50, 1/38 (left: the false alarm, a log
    viewer that prints newest first; KServe's model file it then found elsewhere; SGLang's KV transfer timeout, hang
    here and healthy in heldout126; a plugin assertion whose frame a wrapped line pushed out of the window; a Mooncake
    timeout the readers split on)."""
    scores = [_accuracy().score(folder) for folder in ROUND69]
    assert sum(s.labels_right for s in scores) >= 85 and sum(s.lines_right for s in scores) >= 47
    assert sum(s.false_alarms for s in scores) <= 1


def test_round70_accuracy() -> None:
    """Round 70 (81 new public logs in six parts, by symptom: the scheduler and the KV-cache manager; LoRA and adapter
    serving; quantized weight formats; model architectures in their launch week; several hosts and pipeline
    parallelism; long-running servers), labelled and committed before the classifier ran on it, each part measured once
    as it landed with round 69's classifier (its rules not yet final: a memory-pool precursor too broad hid ggml's own
    abort line in 27202): 71/81 labels, 43/46 first fatal lines, 2/34 false alarms. Fixed after (test_round70_*):
    Python logging's "- ERROR -" report before SGLang's generic one, Triton's kernel cache file another rank moved, a
    vLLM layer's constructor, CUTLASS kernels not built for the GPU, an engine's KV pool exhausted, the precursor
    narrowed. After: 76/81, 45/46, 2/34 (left: the two false alarms, a failed adapter load and GPUStack's
    architecture check, each a load failure to its second reader; eight ranks' interleaved tracebacks; a c10d socket
    timeout, hang or nccl_error; Triton's TensorRT-LLM row that its readers call exited)."""
    scores = [_accuracy().score(folder) for folder in ROUND70]
    assert sum(s.labels_right for s in scores) >= 76 and sum(s.lines_right for s in scores) >= 45
    assert sum(s.false_alarms for s in scores) <= 2


def test_round71_accuracy() -> None:
    """Round 71 (82 new public logs in six parts, by symptom: llama.cpp and ollama on back ends other than CUDA (Vulkan,
    SYCL, ROCm, CANN); embedding, reranking and pooling servers; reasoning and tool-call parsers; CPU-only servers;
    servers on Windows; weight updates and RL loops driving a server; and 10 real CUDA llama-server logs from the H100,
    llamacpp_failures10.sh's scenarios 01-10: a router whose child cannot load or is killed, an embedding input past
    the batch, a split by rows on one GPU), labelled and committed before the classifier ran on it, each part measured
    once as it landed with round 70's classifier: 79/92 labels, 41/48 first fatal lines, 1/42 false alarms. Fixed
    after (test_round71_*): text-embeddings-inference's "Model backend is not healthy" opening its cause, vLLM's
    Transformers back end that cannot run a model class, infinity's batch handler, an exception through vLLM's forward
    pass before a 500, a utility call's failure raised in its caller, a bare "Exception:" that ends a cut traceback,
    exo's request handler that raised, a router's child whose load failed then exited. After: 85/92, 46/48, 0/42
    (left: a CANN kernel not found, a client-side copy of a server's batch limit, onnxruntime's kernel error before a
    cut traceback, three Windows GPU start-up failures the readers split on, a weight-sync NCCL error that SGLang
    returns to its caller, and a split by rows labelled exited by its labeller and model_load_error by its reader)."""
    scores = [_accuracy().score(folder) for folder in ROUND71]
    assert sum(s.labels_right for s in scores) >= 85 and sum(s.lines_right for s in scores) >= 46
    assert sum(s.false_alarms for s in scores) == 0


def test_round72_accuracy() -> None:
    """Round 72 (10 real CUDA llama-server logs from the H200, llamacpp_failures11.sh's scenarios 01-10: speculative
    decoding as this product drives it, EAGLE3, MTP and DFlash asked of models that are none of them, n-gram settings,
    a missing lookup cache, synthetic acceptance), labelled and committed before the classifier ran on it, measured once
    as it landed with round 71's classifier: 10/10 labels, 3/5 first fatal lines, 0/5 false alarms. Fixed after
    (test_round72_*): llama.cpp's W-level warning that the model has no layers for the context type asked for names
    the load failure after it. After: 10/10, 4/5, 0/5 (left: a quantized draft V cache without flash attention, first
    reported by the memory fitter's trial: model_load_error at the trial's line to its labeller, exited at the real
    load's line to its reader)."""
    scores = [_accuracy().score(folder) for folder in ROUND72]
    assert sum(s.labels_right for s in scores) >= 10 and sum(s.lines_right for s in scores) >= 4
    assert sum(s.false_alarms for s in scores) == 0


def test_round73_accuracy() -> None:
    """Round 73 (10 real CUDA llama-server logs from the H100, llamacpp_failures12.sh's scenarios 01-10: a request body
    nested 200000 deep that ends the server by a segfault its shell reports, metadata overridden on the command line,
    the router's preset with an option no server knows, the router holding one model at a time), labelled and committed
    before the classifier ran on it, measured once as it landed with round 72's classifier: 9/10 labels, 3/3 first
    fatal lines, 0/7 false alarms. Fixed after (test_round73_*): the router's preset option that no server knows is a
    bad argument (exited, both readers), not a load failure. After: 10/10, 3/3, 0/7."""
    scores = [_accuracy().score(folder) for folder in ROUND73]
    assert sum(s.labels_right for s in scores) >= 10 and sum(s.lines_right for s in scores) >= 3
    assert sum(s.false_alarms for s in scores) == 0


def test_round74_accuracy() -> None:
    """Round 74 (72 new public logs in six parts, by symptom: AMD GPUs with ROCm; Apple Silicon and MLX servers;
    guided and structured decoding back ends; prefix caching and hierarchical KV caches; TPUs and JAX/XLA serving;
    Intel accelerators; and 10 real CUDA llama-server logs from the H100, llamacpp_failures13.sh's scenarios 01-10),
    labelled and committed before the classifier ran on it, each part measured once as it landed with round 73's
    classifier: 65/82 labels, 34/45 first fatal lines, 2/36 false alarms. Fixed after (test_round74_*): a C++ abort
    whose message starts on the next line, Objective-C's uncaught exception, ggml-metal's "Asserting on type N" and its
    working-set warning, a HIP kernel's assertion, RCCL's return trail, MLX that cannot start, a metallib for a newer
    deployment target, "No safetensors found", LMCache's missing KV file, TPU OOM, a TPU in use, Mosaic, Mooncake's
    refused connection, llama.cpp's E line before an argument error, a Go crash before ollama's exit status 2, a
    request's validation frame, TGI's compute-capability warning. After: 80/82, 45/45, 0/36 (left: an uncaught
    NSException in MLX's Metal device setup, cuda_error to its labeller and fatal_signal to its reader; vLLM's "Failed to
    infer device type", exited to both readers here and cuda_error in heldout181's 18107)."""
    scores = [_accuracy().score(folder) for folder in ROUND74]
    assert sum(s.labels_right for s in scores) >= 80 and sum(s.lines_right for s in scores) >= 45
    assert sum(s.false_alarms for s in scores) == 0


def test_round75_accuracy() -> None:
    """Round 75 (82 new public logs in six parts, by symptom: hybrid and state-space architectures; torch.compile and
    CUDA graph capture; TensorRT-LLM; AWS Neuron, Qualcomm and Ascend accelerators; binary and packaging mismatches;
    NVIDIA Blackwell GPUs; and 10 real CUDA llama-server logs from the H100, llamacpp_failures14.sh's scenarios 01-10),
    labelled and committed before the classifier ran on it, each part measured once as it landed with round 74's
    classifier: 77/92 labels, 42/53 first fatal lines, 0/38 false alarms. Fixed after (test_round75_*): a glibc too old
    raised, Ascend's aclnn, CANN and AI core errors, Neuron's allocation failure, validation errors for LlmArgs, Open
    MPI's orte_init, a kernel header's unsupported architecture, a broken C compiler, SGLang's piecewise CUDA graph
    failure, a traceback pasted indented. After: 87/92, 49/53, 0/38 (left: FreeToken's supervisor line twice, a
    worker's logged exception with no death shown, a client's copy of a gateway's answer, a CUDA library that will not
    load, and the line of vLLM's death report before a worker's traceback)."""
    scores = [_accuracy().score(folder) for folder in ROUND75]
    assert sum(s.labels_right for s in scores) >= 87 and sum(s.lines_right for s in scores) >= 49
    assert sum(s.false_alarms for s in scores) == 0


def test_round76_accuracy() -> None:
    """Round 76 (63 new public logs in six parts, by symptom: containers and sandboxes; engines other than the big four;
    tokenizers and chat templates; speculative decoding methods; sampling and logits processing; sharing one GPU; the
    search store's budget ran out during its collection), labelled and committed before the classifier ran on it, each
    part measured once as it landed with round 75's classifier: 53/63 labels, 26/31 first fatal lines, 2/32 false
    alarms. Fixed after (test_round76_*): HCCL's failed call and exllamav3's CPU reduce timeout, sentencepiece's Load,
    SGLang's older adapter as a request handler, TGI's tokenizer-config warning. After: 58/63, 28/31, 0/32 (left:
    libnuma's one line, LMDeploy's pending task on Windows and two chat templates that fail at start-up, on which the
    readers split, and a paste with broken frame lines)."""
    scores = [_accuracy().score(folder) for folder in ROUND76]
    assert sum(s.labels_right for s in scores) >= 58 and sum(s.lines_right for s in scores) >= 28
    assert sum(s.false_alarms for s in scores) == 0


def test_round77_accuracy() -> None:
    """Round 77 (20 real CUDA llama-server logs from the H100: llamacpp_failures15.sh's speculative decoding scenarios,
    a dynamic n-gram cache in a missing folder that aborts among them, and llamacpp_failures16.sh's log formats and
    listeners, a batch of one token that trips an assert in the memory fitter among them; no public part, the search
    store's budget had run out), labelled and committed before the classifier ran on it, measured once as it landed
    with round 76's classifier: 19/20 labels, 7/7 first fatal lines, 0/13 false alarms; no fix (left: a shell's bare
    "Killed" with no memory limit, exited to its labeller and killed_oom_host to its reader)."""
    scores = [_accuracy().score(folder) for folder in ROUND77]
    assert sum(s.labels_right for s in scores) >= 19 and sum(s.lines_right for s in scores) >= 7
    assert sum(s.false_alarms for s in scores) == 0


def test_round78_accuracy() -> None:
    """Round 78 (10 real CUDA llama-server logs from the H100, llamacpp_failures17.sh's scenarios 01-10: the memory
    fitter and where the KV cache lives, every one healthy, the fitter's W-level "abort" among them), labelled and
    committed before the classifier ran on it, measured once as it landed: 10/10 labels, 0/10 false alarms."""
    scores = [_accuracy().score(folder) for folder in ROUND78]
    assert sum(s.labels_right for s in scores) >= 10 and sum(s.false_alarms for s in scores) == 0


def test_round79_accuracy() -> None:
    """Round 79 (61 new public logs in six parts, by symptom: LoRA adapters; Windows and WSL2 hosts; HPC batch systems
    and clusters; smaller engines (LocalAI, KoboldCpp, mistral.rs, MLC-LLM); disaggregated prefill/decode and expert
    parallelism; multimodal models), labelled and committed before the classifier ran on it, each part measured once as
    it landed with round 78's classifier: 56/61 labels, 32/39 first fatal lines, 0/22 false alarms. Fixed after
    (test_round79_*): a log viewer's stamp without milliseconds, a transfer engine's memory registration that failed,
    gloo's failed enforce in its transport. After: 57/61, 35/39, 0/22 (left: two Ray/placement start-up timeouts the
    readers split on between hang and exited, MindIE's start-up failure on one log, a CPU buffer ggml could not allocate
    that the labelled set calls a load failure elsewhere, and a C++ terminate and a Rust panic whose header line the
    readers took over the next line's cause, against the labelled set's convention)."""
    scores = [_accuracy().score(folder) for folder in ROUND79]
    assert sum(s.labels_right for s in scores) >= 57 and sum(s.lines_right for s in scores) >= 35
    assert sum(s.false_alarms for s in scores) == 0


def test_round80_accuracy() -> None:
    """Round 80 (60 new public logs in six parts, by symptom: quantized models and their kernels; embedding and
    reranker servers; mixture-of-experts models; long context; older and consumer GPUs; servers under load; and 11 real
    H100 logs of llamacpp_failures18.sh: two servers on one GPU, racing for what another process leaves, a unified KV
    cache too small for sixteen clients; and 10 of llamacpp_failures19.sh: a grammar nested 50000 deep that segfaults the
    server, DRY breakers that stall a slot until SIGKILL), labelled and committed before the classifier ran on it, each
    part measured once as it landed with round 79's classifier: 71/81 labels, 35/40 first fatal lines, 0/39 false
    alarms. Fixed after (test_round80_*): TEI's missing tensor and a
    loader's "failure loading model", a Triton compile error a wrapper quotes, tt-metal's throw raised into Python,
    BLAS's report of an illegal argument before cuBLAS's error. After: 74/81, 38/40, 0/39 (left: a stalled slot SIGKILLed
by its supervisor, a hang to its labeller; two unsupported
    quantization set-ups, TEI's unhealthy back end with its cause cut, a KV cache too small for max_model_len and a
    KV-cache-full rejection, on all of which the readers split; DeepGEMM's bare error code 700; a TypeError before
    another rank's scheduler death; a terminate whose what() names no more, which its readers took at the what() line
    because the round's instructions said so, against the labelled set's convention for aborts)."""
    scores = [_accuracy().score(folder) for folder in ROUND80]
    assert sum(s.labels_right for s in scores) >= 74 and sum(s.lines_right for s in scores) >= 38
    assert sum(s.false_alarms for s in scores) == 0


def test_round81_accuracy() -> None:
    """Round 81 (57 new public logs in six parts, by symptom: models in their launch weeks; RL and post-training
    frameworks driving engines; edge and embedded devices; process and container limits; configuration and environment variables; other inference
    runtimes such as OpenVINO Model Server, CTranslate2 and FastDeploy), labelled and committed before the classifier ran
    on it, each part measured once as it landed with round 80's classifier, at the end of the session and so without
    fixes or second readers: 40/57 labels, 22/38 first fatal lines, 0/19 false alarms. Fixed in the next session
    (test_round81_*): Rockchip's NPU runtimes and Qualcomm's DSP calls, NVML that would not start, TensorRT's CUDA
    runtime error, OpenCL's CL_OUT_OF_RESOURCES behind OpenVINO's exception header, an InfiniBand completion error,
    ONNX Runtime's and OpenVINO Model Server's load failures, .NET's unhandled exception, color-eyre's panic, a load
    failure relaying the exception just before it. After: 52/57, 34/38, 0/19 (left: RL tracebacks cut before their
    exception, a router's configuration error and a generic load_model failure read as load failures, a permission
    error before a load failure, and three lines: a TypeError before its repeat, ggml's abort frame, color-eyre's
    message)."""
    scores = [_accuracy().score(folder) for folder in ROUND81]
    assert sum(s.labels_right for s in scores) >= 52 and sum(s.lines_right for s in scores) >= 34
    assert sum(s.false_alarms for s in scores) == 0


def test_round82_accuracy() -> None:
    """Round 82 (54 new public logs in six parts, by symptom: Kubernetes and managed deployments; tool-calling,
    reasoning and structured-output parsers; multi-node tensor and pipeline parallelism; version and ABI mismatches
    after upgrades; benchmark and load-test runs; GPU hardware and driver faults), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 81's classifier: 49/54 labels, 24/31 first
    fatal lines, 0/23 false alarms. Fixed after (test_round82_*): a Ray Serve replica's tag with colons in its name,
    older SGLang's "Exception in ModelTpServer:", a launcher's "not ready after N minutes", a harness's crashed
    container. After: 54/54, 30/31, 0/23 (left: a cuDNN error whose exception message runs over four lines, its label
    named on the last)."""
    scores = [_accuracy().score(folder) for folder in ROUND82]
    assert sum(s.labels_right for s in scores) >= 54 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round83_accuracy() -> None:
    """Round 83 (63 new public logs in six parts, by symptom: long-running servers; model download and cache problems;
    the Python runtime under the engines; offline Python APIs and bindings; HTTP front ends and clients; custom and
    fine-tuned models; and 12 real H100 logs of llamacpp_failures20.sh, what a benchmark sweep does to a server: a
    restart on the port of a server just SIGKILLed, two servers on one port, draft options from a router's presets, a
    generation with no end, streams whose clients left, SIGTERM while scraped), labelled and committed before the
    classifier ran on it, each part measured once as it landed with round 82's classifier: 65/75 labels, 32/40 first
    fatal lines, 0/35 false alarms. Fixed after (test_round83_*): Python multiprocessing's bootstrapping refusal and
    its daemonic workers, Ray actor tags with an address, the Hub's read timeout and missing cache folder, start-up
    deadlines in other words. After: 71/75, 36/40, 0/35 (left: an AMD ring timeout its readers split on, hang or CUDA
    error; a DEBUG "EngineCore exiting." with no cause; a config without the attribute the engine wants, which the
    labelled set reads both ways; a synthetic-rates argument a server refused while loading; two lines: a
    trust_remote_code prompt before its EOFError, and the KeyboardInterrupt under a multiprocessing header)."""
    scores = [_accuracy().score(folder) for folder in ROUND83]
    assert sum(s.labels_right for s in scores) >= 71 and sum(s.lines_right for s in scores) >= 36
    assert sum(s.false_alarms for s in scores) == 0


def test_round84_accuracy() -> None:
    """Round 84 (60 new public logs in six parts, by symptom: cloud notebooks and free tiers; CPU-only inference
    servers; weight storage and checkpoint formats; observability and logging configuration; batch and offline
    inference jobs; reward, classification and encoder-decoder models; and 10 real H100 logs of llamacpp_failures21.sh,
    speculative decoding at a sweep's edges: a draft trained for 64 tokens, a draft on one CPU thread under load,
    drafting under a grammar, a stop string inside a drafted run, a logit bias against a drafted token, a prompt that
    fills the context, all healthy), labelled and committed before the classifier ran on it, each part measured once as
    it landed with round 83's classifier: 65/70 labels, 28/33 first fatal lines, 0/37 false alarms. Fixed after
    (test_round84_*): Run:ai's streamer that could not read the weights, CUTLASS DSL's failed MLIR pass pipeline. After:
    67/70, 29/33, 0/37 (left: KoboldCpp's exit for want of a display, a Triton server's backtrace with no signal line
    before it, a traceback that ends the log with no death report after it, which the labelled set reads as healthy 28
    times in 32; and a Rust panic's message line)."""
    scores = [_accuracy().score(folder) for folder in ROUND84]
    assert sum(s.labels_right for s in scores) >= 67 and sum(s.lines_right for s in scores) >= 29
    assert sum(s.false_alarms for s in scores) == 0


def test_round85_accuracy() -> None:
    """Round 85 (10 real H100 logs of llamacpp_failures22.sh alone, known failures in the log formats users turn on: a
    KV cache past the GPU with coloured lines, without prefixes, as JSON lines and with the log off; a draft of another
    vocabulary at debug verbosity; a missing model and a SIGABRT with --log-file; a SIGSEGV with colours; LLAMA_ARG_*
    values the build refuses), labelled and committed before the classifier ran on it and measured once as it landed
    with round 84's classifier: 9/10 labels, 7/8 first fatal lines, 0/2 false alarms (the scorer compares a labelled
    line without its colour codes, as an event shows it). Left: a log whose only line is the script's own report of the
    exit status."""
    scores = [_accuracy().score(folder) for folder in ROUND85]
    assert sum(s.labels_right for s in scores) >= 9 and sum(s.lines_right for s in scores) >= 7
    assert sum(s.false_alarms for s in scores) == 0


def test_round86_accuracy() -> None:
    """Round 86 (69 new public logs in six parts, by symptom: gateways and proxies in front of the engines; mixed and
    heterogeneous multi-GPU boxes; precision and numerics; attention back ends; coding agents and chat front ends;
    streaming, detokenization and stop handling), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 85's classifier: 60/69 labels, 31/39 first fatal lines, 0/29 false alarms.
    Fixed after (test_round86_*): vLLM 0.9's input dump a paste ends at, a CuTe DSL MLIRError, SGLang's failed health
    check, the CUDA docs hint before another rank's error line, a worker's relayed error after its death report,
    Ascend ATB's operator setup, ik_llama.cpp's 'Crashing now'. After: 65/69, 38/39, 0/29 (left: a starlette lifespan
    traceback cut before its last exception, a quantization's refused dtype the labelled set reads both ways, an AITER
    kernel's 'invalid argument' the two readers read two ways, a request traceback cut before its message)."""
    scores = [_accuracy().score(folder) for folder in ROUND86]
    assert sum(s.labels_right for s in scores) >= 65 and sum(s.lines_right for s in scores) >= 38
    assert sum(s.false_alarms for s in scores) == 0


def test_round87_accuracy() -> None:
    """Round 87 (58 new public logs in six parts, by model family: OpenAI's gpt-oss, DeepSeek, Qwen, Gemma, Llama, and
    the Mistral and GLM families), labelled and committed before the classifier ran on it, each part measured once as
    it landed with round 86's classifier: 49/58 labels, 28/34 first fatal lines, 0/24 false alarms. Fixed after
    (test_round87_*): a supervisor's 'sending SIGKILL' shutdown step, vLLM-Omni's stage core, transformers' loading
    frames, AWS Neuron's device memory, TurboMind's missing kernel, Triton's OutOfResources by name, torch_npu's HCCL
    watchdog, an exception that names an exit status under a multiprocessing header. After: 57/58, 34/34, 0/24 (left:
    a FlashInfer JIT folder that is not there, which the labeller reads exited and the classifier a load failure)."""
    scores = [_accuracy().score(folder) for folder in ROUND87]
    assert sum(s.labels_right for s in scores) >= 57 and sum(s.lines_right for s in scores) >= 34
    assert sum(s.false_alarms for s in scores) == 0


def test_round88_accuracy() -> None:
    """Round 88 (54 new public logs in six parts, by model family: Microsoft's Phi; NVIDIA's Nemotron; Kimi and MiniMax;
    the other Chinese open families; Granite, Cohere, Falcon and OLMo; small and vision-language models), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 87's classifier: 45/54
    labels, 34/39 first fatal lines, 0/15 false alarms. Fixed after (test_round88_*): a glibc backtrace run as an
    abort's report, faulthandler's extension-module list, vLLM's registry import failure, a worker report whose
    traceback enters V1's load_model, ollama's load error that names the loader's finding. After: 49/54, 36/39, 0/15
    (left: torch's CUDA advice with its error line cut, which the labelled set reads both ways; TGI's 'Method Prefill
    encountered an error' cut before its exception; an aborted projector load and a launcher's bare 'Shard 0 failed to
    start' the readers read two ways; a pydantic refusal of a config with no architectures)."""
    scores = [_accuracy().score(folder) for folder in ROUND88]
    assert sum(s.labels_right for s in scores) >= 49 and sum(s.lines_right for s in scores) >= 36
    assert sum(s.false_alarms for s in scores) == 0


def test_round89_accuracy() -> None:
    """Round 89 (20 real H100 logs alone: llamacpp_failures23.sh, a server near its limits under a sweep's traffic, and
    llamacpp_failures24.sh, the endpoints and modes harnesses and front ends touch), labelled and committed before the
    classifier ran on them and measured once as they landed with round 88's classifier: 16/20 labels, 7/9 first fatal
    lines, 0/9 false alarms. Fixed after (test_round89_*): the terminate line after ggml's backtrace, a shared prompt
    the context shift cannot move. After: 17/20, 8/9, 0/9 (left: two SIGKILLs after the server's own 'cleaning up
    before exit', which the first readers read exited and hang and the second readers, as the classifier, a kill; a
    log that ends at an E-level refusal with no exit line)."""
    scores = [_accuracy().score(folder) for folder in ROUND89]
    assert sum(s.labels_right for s in scores) >= 17 and sum(s.lines_right for s in scores) >= 8
    assert sum(s.false_alarms for s in scores) == 0


def test_round90_accuracy() -> None:
    """Round 90 (54 new public logs in six parts: hybrid SSM and linear-attention families; audio and speech models;
    serverless and managed platforms; evaluation harnesses; ARM and unified-memory machines; code models and older
    families), labelled and committed before the classifier ran on it, each part measured once as it landed with round
    89's classifier: 44/54 labels, 28/37 first fatal lines, 0/17 false alarms. Fixed after (test_round90_*): Windows'
    exception names (ACCESS_VIOLATION), Tabby's CUDA allocation report, torch's missing Ninja, Ray's unhandled error
    in a paste cut inside its traceback, a ggml-family loader's init_from_file failure. After: 50/54, 33/37, 0/17
    (left: ai00's 'failed to request device' and RWKV-Runner's bare 500 on a model switch; a vLLM V0 engine report cut
    before the frames that make it the engine's death; TGI's NotImplementedError under 'Error when initializing model',
    read exited by both readers and a load failure by the classifier)."""
    scores = [_accuracy().score(folder) for folder in ROUND90]
    assert sum(s.labels_right for s in scores) >= 50 and sum(s.lines_right for s in scores) >= 33
    assert sum(s.false_alarms for s in scores) == 0


def test_round91_accuracy() -> None:
    """Round 91 (53 new public logs in six parts: Chinese domestic accelerators; host memory offload and paging; TLS,
    auth and network configuration; desktop apps that bundle an engine; OCR and document models; fine-tuning
    frameworks' serving), labelled and committed before the classifier ran on it, each part measured once as it landed
    with round 90's classifier: 44/53 labels, 23/29 first fatal lines, 0/24 false alarms. Fixed after
    (test_round91_*): MLX's Metal allocator past its buffer limit, a CPU engine's NUMA allocation failure. After: 46/53,
    24/29, 0/24 (left: a Kunlun kernel's failed return-code check and ollama's MUSA discovery error, which the readers
    read as accelerator errors; a colibri engine's bare 'OOM'; a cuBLAS DLL that is not there, which the readers read
    exited and the classifier a load failure; SGLang's warm-up thread that died of a proxy's reply; a loguru-logged
    MinerU start-up error cut at its traceback's first frame; an Unsloth Studio load request answered 500)."""
    scores = [_accuracy().score(folder) for folder in ROUND91]
    assert sum(s.labels_right for s in scores) >= 46 and sum(s.lines_right for s in scores) >= 24
    assert sum(s.false_alarms for s in scores) == 0


def test_round93_accuracy() -> None:
    """Round 93 (63 new public logs in six parts: speculative decoding variants; video and multi-image inputs; model
    switching, sleep and weight updates; JIT compile caches; compiled and mobile runtimes; rented cloud GPU boxes),
    labelled and committed before the classifier ran on it, each part measured once as it landed with round 91's
    classifier: 46/63 labels, 30/41 first fatal lines, 0/21 false alarms. Fixed after (test_round93_*): uvicorn's
    padded level before a traceback's own indentation, OpenCL's and Vulkan's status codes, systemd-coredump's report,
    NCCL's unhandled CUDA error naming an old driver, ggml's missing op before its abort. After: 51/63, 34/41, 0/21
    (left: two logs labelled from their threads' titles, cut before any cause, which both the second reader and the
    classifier read exited; MLC's and OpenVINO's compile failures; TVM's check raised into Python; a container hook
    cut before its reason; a missing Python module in a cut traceback; a rejected video; a stall while autotuning)."""
    scores = [_accuracy().score(folder) for folder in ROUND93]
    assert sum(s.labels_right for s in scores) >= 51 and sum(s.lines_right for s in scores) >= 34
    assert sum(s.false_alarms for s in scores) == 0


def test_round92_accuracy() -> None:
    """Round 92 (20 logs of llama.cpp's other programs, real output on this machine's CPU: llamacpp_failures25.sh and
    llamacpp_failures26.sh, no GPU machine being granted), labelled from the scripts and their run logs, committed, and
    measured once as they landed with round 93's classifier: 11/20 labels, 5/13 first fatal lines, 0/7 false alarms.
    Fixed after (test_round92_*): llama-quantize's refusal, llama-fit-params giving up, a model given as a LoRA adapter.
    After: 14/20, 8/13, 0/7 (left: newer builds' "quantized V cache requires flash_attn" read at the generic context
    failure after it; a 196 GB host buffer ggml could not allocate, a load failure by this classifier's convention;
    batched-bench's and perplexity's E-level refusals with no exit line; "prompt is too long" in llama-completion, a
    rejected request by convention; a model given as an imatrix; cvector-generator's missing prompt file)."""
    scores = [_accuracy().score(folder) for folder in ROUND92]
    assert sum(s.labels_right for s in scores) >= 14 and sum(s.lines_right for s in scores) >= 9
    assert sum(s.false_alarms for s in scores) == 0


def test_round95_accuracy() -> None:
    """Round 95 (20 real CUDA logs of llama.cpp's other programs on an H100: llamacpp_failures25.sh and 26, the scripts
    round 92 ran on the CPU), labelled from the scripts and their run log, committed, and measured once as they landed
    with round 92's classifier: 15/20 labels, 7/12 first fatal lines, 0/8 false alarms. Fixed after (test_round95_*):
    a loader's report of an unmet requirement before a generic load failure (which also reads round 92's 37402 at its
    labelled line). After: 15/20, 8/12, 0/8 (left, as in round 92: batched-bench's and perplexity's E-level refusals
    with no exit line; "prompt is too long" in llama-completion; a model given as an imatrix; cvector-generator's
    missing prompt file)."""
    scores = [_accuracy().score(folder) for folder in ROUND95]
    assert sum(s.labels_right for s in scores) >= 15 and sum(s.lines_right for s in scores) >= 8
    assert sum(s.false_alarms for s in scores) == 0


def test_round96_accuracy() -> None:
    """Round 96 (76 new public logs in eight parts: NIM containers and Triton's LLM back ends; RAG and workflow
    platforms; exllama, Aphrodite, MII, Petals and other community engines; AMD consumer GPUs and APUs; multi-GPU
    consumer rigs; regional model families, two logs; GPUs shared or virtualised; ollama on Linux servers), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 95's classifier: 66/76
    labels, 40/50 first fatal lines, 0/26 false alarms. Fixed after (test_round96_*): Windows' fail-fast status, any
    throw of Go's runtime, bitsandbytes' failed CUDA set-up, an extension build's last words, a library's version tag
    the dynamic loader does not find, a model hub client's failed fetch. After: 71/76, 45/50, 0/26 (left: Triton's
    Python stub that failed in a vLLM back end, which the readers split between exited and a load failure; a TensorRT
    library the executor cannot find, a load failure by the round-12 convention, which both readers read exited; an
    Xinference launch error cut at its traceback's first frame; an unindented paste's ImportError; an ollama runner
    whose register dump lost its signal; a HAMi shim's error before its segfault; systemd's SEGV status before its
    core-dump result in a crash loop)."""
    scores = [_accuracy().score(folder) for folder in ROUND96]
    assert sum(s.labels_right for s in scores) >= 71 and sum(s.lines_right for s in scores) >= 45
    assert sum(s.false_alarms for s in scores) == 0


def test_round97_accuracy() -> None:
    """Round 97 (68 new public logs in eight parts, by engine release and setting: llama.cpp's 2026 builds; vLLM's V1
    releases; SGLang's 2025-2026 releases; TensorRT-LLM 1.x, two logs; reasoning models' long generations; KV cache
    connectors and offload layers; text-generation-webui and KoboldCpp; LocalAI, llamafile, mistral.rs and other
    single-binary servers), labelled and committed before the classifier ran on it, each part measured once as it
    landed with round 96's classifier: 59/68 labels, 33/40 first fatal lines, 1/28 false alarms (Mooncake's put that
    found no room in its pool). Fixed after (test_round97_*): that put, a ggml loader's tensor check, a Rust hub
    client's failed fetch, a Windows launcher's pause, llama.cpp's parser's refusals as llamafile prints them, Intel's
    Level Zero kernel build. After: 65/68, 38/40, 0/28 (left: ollama's "error loading llama server" with a bare exit
    status, a load failure by the round-7 convention, which both readers read exited; an Ascend stream timeout in a KV
    transfer, which the readers split between cuda_error and nccl_error; ROCm's "invalid device function", read
    no_kernel_image by both readers and cuda_error by the labelled set's majority; Ray's replay of an engine's log
    after its job-failure banner, whose exception came before the sigquit above it)."""
    scores = [_accuracy().score(folder) for folder in ROUND97]
    assert sum(s.labels_right for s in scores) >= 65 and sum(s.lines_right for s in scores) >= 38
    assert sum(s.false_alarms for s in scores) == 0


def test_round98_accuracy() -> None:
    """Round 98 (13 new public logs in the four of eight parts that found any before the session's search budget ran
    out: a Chinese shell's segfault report; CI runners' reports of vLLM; models newer than the engine; Ray Serve LLM
    and KServe), labelled and committed before the classifier ran on it, each part measured once as it landed with
    round 97's classifier: 11/13 labels, 11/13 first fatal lines, no healthy log. Fixed after (test_round98_*): a
    traceback that ends in a transformers configuration class. After: 12/13, 11/13 (left: vLLM V0's "Exception in ASGI
    application" whose traceback through the engine loop is cut before its exception, which both readers read as the
    engine's death; the tail of transformers' "update Transformers" message before a KeyError, which the readers split
    between the tail and the KeyError)."""
    scores = [_accuracy().score(folder) for folder in ROUND98]
    assert sum(s.labels_right for s in scores) >= 12 and sum(s.lines_right for s in scores) >= 11
    assert sum(s.false_alarms for s in scores) == 0


def test_round99_accuracy() -> None:
    """Round 99 (14 real CUDA llama-server logs on an H100 from llamacpp_failures27.sh: ~64 MiB of the GPU left free
    before start, a sleeping server whose memory is taken before it wakes, compute-sanitizer's initcheck and
    synccheck, CUDA_LAUNCH_BLOCKING, eager module loading in a tight fit, the GPU by UUID, a neighbour process's fault,
    one hardware work queue), labelled from the script and its run log, committed, and measured once as they landed with
    round 98's classifier: 14/14 labels, 4/4 first fatal lines, 0/10 false alarms; nothing to fix."""
    scores = [_accuracy().score(folder) for folder in ROUND99]
    assert sum(s.labels_right for s in scores) >= 14 and sum(s.lines_right for s in scores) >= 4
    assert sum(s.false_alarms for s in scores) == 0


def test_round100_accuracy() -> None:
    """Round 100 (67 new public logs in seven parts: RL post-training frameworks' rollout engines; Jetson and other
    embedded boards; container resource limits; process supervisors; logs not in English; models newer than the
    engine; Ray Serve LLM and Python serving frameworks), labelled and committed before the classifier ran on it, each
    part measured once as it landed with round 99's classifier: 55/67 labels, 36/45 first fatal lines, 2/22 false
    alarms (vLLM's shared-memory broadcast report twice during a CPU warm-up, and twice with requests answered
    between). Fixed after (test_round100_*): a sign of progress withdraws that report, `systemctl status` of a service
    that ended, a llamafile's loader error, a thread that could not be made, an Ascend runtime call an engine found
    failed, the kubelet's eviction for an emptyDir volume. After: 61/67, 40/45, 0/22 (left: two kubelet evictions for
    disk, exits by the round-35 convention, which both readers read killed_oom_host; vLLM's shutdown with no cause,
    which the readers split between exited and healthy; an Xinference model launch whose bare AssertionError ends a
    logged traceback, no event while the server goes on; "Unknown quantization method" and "Failed to infer device
    type", a load failure and a CUDA error by earlier rounds' conventions, which both readers read exited)."""
    scores = [_accuracy().score(folder) for folder in ROUND100]
    assert sum(s.labels_right for s in scores) >= 61 and sum(s.lines_right for s in scores) >= 40
    assert sum(s.false_alarms for s in scores) == 0


def test_round101_accuracy() -> None:
    """Round 101 (93 new public logs in eight parts, by failure family: hangs and deadlines; CUDA kernel faults;
    collective communication; the host out of memory; request-level errors; healthy logs that look alarming; kernel
    compilation; GPUs the build does not support), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 100's classifier: 79/93 labels, 36/48 first fatal lines, 2/44 false alarms
    (request-level exceptions in a vLLM and a TabbyAPI server that went on). Fixed after (test_round101_*): two stacked
    process tags, the driver's Xids, HCCL's coded errors, NVSHMEM, gloo's transport, nvcc's error count, an older
    ggml-metal's library error, zsh's and a progress line's "Killed", a CPU buffer in a cut paste, a request answered
    with a client error just after its exception. After: 91/93, 46/48, 0/44 (left: ollama's "do load request" EOF,
    exited by the round-51 rule, model_load_error to both readers; "block scaled fp8 gemm is not implemented for
    Blackwell", exited to the classifier and the second reader, no_kernel_image to the first)."""
    scores = [_accuracy().score(folder) for folder in ROUND101]
    assert sum(s.labels_right for s in scores) >= 91 and sum(s.lines_right for s in scores) >= 46
    assert sum(s.false_alarms for s in scores) == 0


def test_round102_accuracy() -> None:
    """Round 102 (12 real CUDA llama-server logs on an H200 from llamacpp_failures28.sh: a log file and a slot folder
    on a tmpfs that fills, the server as PID 1, a network namespace, --host ::1 and a name that does not resolve, a
    port below 1024 and a root-only model for nobody, -hf with no network, ulimit -n 32, the GPU's device node closed),
    labelled from the script and its run log, committed, and measured once as they landed with round 100's classifier:
    12/12 labels, 6/6 first fatal lines, 0/6 false alarms; nothing to fix."""
    scores = [_accuracy().score(folder) for folder in ROUND102]
    assert sum(s.labels_right for s in scores) >= 12 and sum(s.lines_right for s in scores) >= 6
    assert sum(s.false_alarms for s in scores) == 0


def test_round103_accuracy() -> None:
    """Round 103 (6 new public logs, by era: the four of eight parts that found any before the session's search budget
    ran out: vLLM 0.6's multi-step worker, llama.cpp's 2023 GGML loader given a GGUF file (two logs), SGLang 0.1's
    sampler, TensorRT-LLM's 2023 engine build and lmdeploy's TurboMind out of memory), labelled and committed before
    the classifier ran on it, measured once as it landed with round 101's classifier: 6/6 labels, 6/6 first fatal
    lines, no healthy log; nothing to fix."""
    scores = [_accuracy().score(folder) for folder in ROUND103]
    assert sum(s.labels_right for s in scores) >= 6 and sum(s.lines_right for s in scores) >= 6
    assert sum(s.false_alarms for s in scores) == 0


def test_round104_accuracy() -> None:
    """Round 104 (51 new public logs in eight parts, by era and by project: vLLM in 2023, llama.cpp in 2024, ollama in
    2023-2024 and in 2025-2026, TGI in 2023-2024, SGLang in 2025, LMDeploy and trtllm-serve, llama.cpp's forks and
    hybrid CPU/GPU MoE servers; the parts found 1 to 10 logs each, earlier rounds having used most threads), labelled
    and committed before the classifier ran on it, each part measured once as it landed with round 103's classifier:
    48/51 labels, 29/32 first fatal lines, 0/19 false alarms. Fixed after (test_round104_*): systemd's start of its core
    dump handler, and systemd-coredump's report after journalctl's link marker. After: 49/51, 30/32, 0/19 (left: a
    FastChat worker's NameError in a request handler, no event by the request-frame convention, exited to both
    readers; a TGI shard's traceback cut at its call of get_model, exited to the classifier, model_load_error to both
    readers; ik_llama.cpp's "unexpected situation" report five lines before its generic abort)."""
    scores = [_accuracy().score(folder) for folder in ROUND104]
    assert sum(s.labels_right for s in scores) >= 49 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round105_accuracy() -> None:
    """Round 105 (26 new public logs in three parts: the model vendors' own repositories, serving stacks and
    orchestrators around the engines, hardware vendors' forks and plugins), labelled and committed before the classifier
    ran on it, each part measured once as it landed with round 104's classifier: 23/26 labels, 16/18 first fatal lines,
    0/7 false alarms. Fixed after (test_round105_*): Python logging's record over an unprefixed traceback, TensorRT-LLM's
    output budget below zero, AWS Neuron's compiler. After: 26/26, 18/18, 0/7."""
    scores = [_accuracy().score(folder) for folder in ROUND105]
    assert sum(s.labels_right for s in scores) >= 26 and sum(s.lines_right for s in scores) >= 18
    assert sum(s.false_alarms for s in scores) == 0


def test_round106_accuracy() -> None:
    """Round 106 (44 new public logs in five parts: vLLM in the first half of 2025, TensorRT-LLM in 2024, LMDeploy in
    2024, llama-server in 2025, model-serving platforms; the session's search budget ran out during it), labelled and
    committed before the classifier ran on it, each part measured once as it landed with round 105's classifier: 39/44
    labels, 25/28 first fatal lines, 0/16 false alarms. Fixed after (test_round106_*): TensorRT's serialisation check,
    torch_npu's relayed inner error, lmdeploy's tensor-parallel worker entry. After: 41/44, 27/28, 0/16 (left: an
    ImportError of an undefined symbol under vLLM's model registry, model_load_error here and exited to both readers,
    whom the labelled sets split on; GPUStack's "Error provisioning model instance" over a cut traceback; an asyncio
    callback whose cut repr ends in "...sertions.", a CUDA error to both readers)."""
    scores = [_accuracy().score(folder) for folder in ROUND106]
    assert sum(s.labels_right for s in scores) >= 41 and sum(s.lines_right for s in scores) >= 27
    assert sum(s.false_alarms for s in scores) == 0


def test_round107_accuracy() -> None:
    """Round 107 (39 new public logs in six parts: speculative decoding in vLLM, SGLang and llama.cpp; TGI in 2025; vLLM
    in the second half of 2025; SGLang in the second half of 2024; most threads of these groups were used by earlier
    rounds, two parts found one log each), labelled and committed before the classifier ran on it, each part measured
    once as it landed with round 106's classifier: 36/39 labels, 27/29 first fatal lines, 1/10 false alarms (a llama.cpp
    context that could not allocate its compute buffer while loading went on: healthy to its collector, cuda_oom to its
    second reader and here). Fixed after (test_round107_108_families): Ray's RayTaskError(AcceleratorError), a fitter's
    warning-level give-up before the load failure. After: 37/39, 28/29, 1/10 (left: that split log, and an exception
    line pasted before its own frames)."""
    scores = [_accuracy().score(folder) for folder in ROUND107]
    assert sum(s.labels_right for s in scores) >= 37 and sum(s.lines_right for s in scores) >= 28
    assert sum(s.false_alarms for s in scores) <= 1


def test_round108_accuracy() -> None:
    """Round 108 (30 new public logs in four parts: Windows and WSL2, AMD Instinct GPUs, Apple Silicon, quantized
    models), labelled and committed before the classifier ran on it, each part measured once as it landed with round
    106's classifier: 27/30 labels, 18/21 first fatal lines, 0/9 false alarms. Fixed after (test_round107_108_families):
    Metal's command-buffer callback errors, newer ggml-metal's library that did not build, DeepGEMM's JIT exit-code
    check. After: 30/30, 20/21, 0/9 (left: a macOS backtrace's ggml_print_backtrace frame before Go's SIGABRT: the
    frame run opens the abort here, by the convention of round 88; both readers took the SIGABRT line)."""
    scores = [_accuracy().score(folder) for folder in ROUND108]
    assert sum(s.labels_right for s in scores) >= 30 and sum(s.lines_right for s in scores) >= 20
    assert sum(s.false_alarms for s in scores) == 0


def test_round109_accuracy() -> None:
    """Round 109 (28 new public logs in four parts: llama.cpp's CUDA back end on consumer GPUs, vision-language models,
    expert parallelism, structured output and tool calling), labelled and committed before the classifier ran on it,
    each part measured once as it landed with rounds 107-108's classifier (803b5547, no log of round 109 seen): 24/28
    labels, 12/17 first fatal lines, 0/11 false alarms. Fixed after (test_round109_*): LM Studio's "Failed to load the
    model" before the loader's cause, ollama's truncation of a chat that exceeds its context (no finding). After:
    24/28, 13/17, 0/11 (left: TGI's "Method Decode encountered an error." over a cut traceback, exited to both readers
    and a returned call's error to the interceptor's source; Go's "http: panic serving", which the readers split on; a
    client's cancellation after waiting for readiness; a vLLM ERROR line with a ValueError whose traceback was cut)."""
    scores = [_accuracy().score(folder) for folder in ROUND109]
    assert sum(s.labels_right for s in scores) >= 24 and sum(s.lines_right for s in scores) >= 13
    assert sum(s.false_alarms for s in scores) == 0


def test_round110_accuracy() -> None:
    """Round 110 (32 new public logs in four parts: LoRA adapters, embedding and reranker models, long context, GPU
    hardware and driver faults), labelled and committed before the classifier ran on it, each part measured once as it
    landed with rounds 107-109's classifier (aa9e25e5): 28/32 labels, 22/23 first fatal lines, 1/9 false alarms (ollama's
    discovery that could not load libggml-cuda.so and went on on the CPU). Fixed after (test_round110_*): a back end the
    ggml registry could not load is no event. After: 29/32, 22/23, 0/9 (left: vLLM's handled "Invocation of add_lora
    method failed", a Go panic and the max_model_len refusal, each read by the labelled sets the other way)."""
    scores = [_accuracy().score(folder) for folder in ROUND110]
    assert sum(s.labels_right for s in scores) >= 29 and sum(s.lines_right for s in scores) >= 22
    assert sum(s.false_alarms for s in scores) == 0


def test_round111_accuracy() -> None:
    """Round 111 (13 new public logs in three parts: non-NVIDIA accelerators, disaggregated prefill/decode, multi-node
    serving; a fourth, benchmark runs, found none before the search store's budget ran out), labelled and committed
    before the classifier ran on it, each part measured once as it landed with rounds 107-110's classifier (fe3246c1):
    13/13 labels, 11/11 first fatal lines, 0/2 false alarms; nothing to fix."""
    scores = [_accuracy().score(folder) for folder in ROUND111]
    assert sum(s.labels_right for s in scores) >= 13 and sum(s.lines_right for s in scores) >= 11
    assert sum(s.false_alarms for s in scores) == 0


def test_round112_accuracy() -> None:
    """Round 112 (29 new public logs in five parts: Jetson/Grace/DGX Spark arm64 boxes, CPU-only servers, KoboldCpp and
    text-generation-webui, ollama's Go engine, Blackwell GPUs; a sixth, SGLang in 2025 H2, found no fresh log),
    labelled and committed before the classifier ran on it, each part measured once as it landed with round 111's
    classifier (9b15aa01): 24/29 labels, 14/20 first fatal lines, 0/9 false alarms. Fixed after (test_round112_116_*):
    torch's sentence after a CUDA error whose message was cut off, a paste that ate a frame's dunder, a load failure over
    a missing module, vLLM's input dump cut before its first part. After: 28/29, 17/20, 0/9 (left: one shared-memory
    broadcast notice read as a hang, which the labelled sets read as a long step; an exception before vLLM V0's
    "MQLLMEngine is already dead", which two labelled logs put after it; a rank's exception line that opens an excerpt
    under a logger, before another rank's generic report)."""
    scores = [_accuracy().score(folder) for folder in ROUND112]
    assert sum(s.labels_right for s in scores) >= 28 and sum(s.lines_right for s in scores) >= 17
    assert sum(s.false_alarms for s in scores) == 0


def test_round113_accuracy() -> None:
    """Round 113 (19 new public logs in three parts: logs pasted outside GitHub, 2026 threads of vLLM/SGLang/TRT-LLM and of
    llama.cpp/ollama/LM Studio/mistral.rs/MLX), labelled and committed before the classifier ran on it, each part
    measured once as it landed with round 111's classifier (9b15aa01): 14/19 labels, 10/14 first fatal lines, 0/5 false
    alarms. Fixed after (test_round112_116_*): ggml's GGML_ASSERT(buffer) before its allocation's failure, the CANN
    runtime's failed task that opens the memory fault its next line names, Lemonade's router that lost its back end
    mid-stream. After: 17/19, 12/14, 0/5 (left: two mistral.rs errors in its warm-up run, logged at ERROR, read as
    fatal by their readers though one's next line says the run completed; triage reads a logged error the server goes
    on after as no event)."""
    scores = [_accuracy().score(folder) for folder in ROUND113]
    assert sum(s.labels_right for s in scores) >= 17 and sum(s.lines_right for s in scores) >= 12
    assert sum(s.false_alarms for s in scores) == 0


def test_round114_accuracy() -> None:
    """Round 114 (37 new public logs in five parts: gpt-oss, Intel GPUs, llama.cpp's Vulkan back end, Hugging Face model
    pages' discussions, speculative decoding in 2026; a sixth, TGI/TEI/LMDeploy in 2025-26, found no fresh log),
    labelled and committed before the classifier ran on it, each part measured once as it landed with rounds 112-113's
    classifier (43d6b94b): 35/37 labels, 20/22 first fatal lines, 0/15 false alarms. Fixed after
    (test_round112_116_families): a GGUF tensor type the build does not have, with the excerpt cut before the load
    failure; torch_npu's task queue reporting an inner error in CANN's log. After: 37/37, 22/22, 0/15."""
    scores = [_accuracy().score(folder) for folder in ROUND114]
    assert sum(s.labels_right for s in scores) >= 37 and sum(s.lines_right for s in scores) >= 22
    assert sum(s.false_alarms for s in scores) == 0


def test_round115_accuracy() -> None:
    """Round 115 (14 real llama-server logs from a CUDA build on an H100, bench/device/llamacpp_failures29.sh: draft flags
    that were removed, drafts whose vocabulary or BOS token does not fit the target, virtual CUDA devices, CUDA's tuning
    variables, a batch too small for the draft, a draft with no room left on the GPU), labelled blind from the logs and
    the script's run log, then measured once with rounds 112-114's classifier (01479d38): 14/14 labels, 6/6 first fatal
    lines, 0/8 false alarms; nothing to fix."""
    score = _accuracy().score(ROUND115[0])
    assert score.labels_right >= 14 and score.lines_right >= 6 and score.false_alarms == 0


def test_round116_accuracy() -> None:
    """Round 116 (48 new public logs in six parts, by model family: Qwen3, DeepSeek, GLM/Kimi/MiniMax, Gemma, Llama 4 and
    Mistral, and by accelerator: TPUs and Trainium), labelled and committed before the classifier ran on it, each part
    measured once as it landed with rounds 112-115's classifier (58865f57): 44/48 labels, 32/37 first fatal lines, 0/11
    false alarms. Fixed after (test_round112_116_families): vllm-neuron's report of the Neuron compiler's exit status,
    LM Studio's report of the exception its engine raised while loading, the CANN runtime's failed device
    synchronisation. After: 45/48, 35/37, 0/11 (left: "No valid attention backend found", a load failure by an earlier
    pass's rule, exited to both readers; a plain exception ending an excerpt with no death after it; a program's own
    memory guard that refused to start)."""
    scores = [_accuracy().score(folder) for folder in ROUND116]
    assert sum(s.labels_right for s in scores) >= 45 and sum(s.lines_right for s in scores) >= 35
    assert sum(s.false_alarms for s in scores) == 0


def test_round117_accuracy() -> None:
    """Round 117 (61 new public logs in six parts: Windows and WSL2, RL frameworks' rollout engines, quantised models,
    multimodal serving, platforms that launch engines, embeddings/structured output/LoRA serving), labelled and committed
    before the classifier ran on it, each part measured once as it landed with round 116's classifier (5ac05995): 47/61
    labels, 37/45 first fatal lines, 0/16 false alarms. Fixed after (test_round117_121_families): quantized weights that
    do not split over the parallel layout, a TensorRT-LLM engine built by another release, FlashInfer's back-end refusal
    for this arch, a DLL Windows cannot find, BentoML's runner traceback, trtllm-build's failure line, Ray's
    ActorDiedError, ggml's allocator that found no host memory, SGLang's image-token mismatch. After: 56/61, 43/45, 0/16
    (left: a WorkerProc traceback cut inside load_model, model_load_error by round 88's convention and exited to both
    readers here; a start-up that stalls with no line saying so; a missing nvcc read two ways; a LoRA rank over the
    server's maximum, read both ways in the labelled sets; a shell's "Killed" after vLLM's fatal-signal lines)."""
    scores = [_accuracy().score(folder) for folder in ROUND117]
    assert sum(s.labels_right for s in scores) >= 56 and sum(s.lines_right for s in scores) >= 43
    assert sum(s.false_alarms for s in scores) == 0


def test_round118_accuracy() -> None:
    """Round 118 (35 new public logs in four parts: threads in Chinese, Japanese or Korean; benchmark runs against a live
    server; disaggregated and KV-transfer serving; expert parallelism and large MoE deployments), labelled and committed
    before round 118's fixes, each part measured once as it landed with the classifier of round 117's fixes (6479a769):
    32/36 labels, 18/25 first fatal lines, 0/11 false alarms (one healthy log read right, from a thread of the dev set,
    was removed after: 31/35, 18/25, 0/10). Fixed after (test_round117_121_families): a listen failure wrapped before its
    EADDRINUSE, the Ascend driver's failed memory creation before the out-of-memory error, NVSHMEM's
    transport failures, SGLang's failed health check that only a model list answered after. After: 34/35, 24/25, 0/10
    (left: Mooncake's failed memory registration ending an excerpt, a precursor by round 79's guard)."""
    scores = [_accuracy().score(folder) for folder in ROUND118]
    assert sum(s.labels_right for s in scores) >= 34 and sum(s.lines_right for s in scores) >= 24
    assert sum(s.false_alarms for s in scores) == 0


def test_round119_accuracy() -> None:
    """Round 119 (15 real llama-server logs from a CUDA build on an H100, bench/device/llamacpp_failures30.sh: slot save
    and restore, cache reuse, embeddings, time limits, idle sleep and lazy grammars with a draft, SIGUSR2 and SIGALRM,
    TLS without SSL support, Web UI settings, a prompt log that cannot be written), labelled blind from the logs and the
    run log, measured once with the classifier of round 117's fixes (6479a769): 12/15 labels, 5/6 first fatal lines, 0/9
    false alarms. Fixed after: Web UI settings that are not JSON (exited, not the generic exit's load failure). After:
    13/15, 6/6, 0/9 (left: SIGUSR2 and SIGALRM, fatal_signal to both readers here, exited by the classifier as the
    earlier rounds' SIGHUP and SIGUSR1 logs were read by both of theirs)."""
    score = _accuracy().score(ROUND119[0])
    assert score.labels_right >= 13 and score.lines_right >= 6 and score.false_alarms == 0


def test_round120_accuracy() -> None:
    """Round 120 (44 new public logs in five parts: long contexts and context-length limits, other model families,
    speculative decoding in 2024-2025, older NVIDIA GPUs, AMD GPUs with ROCm), labelled and committed before round 120's
    fixes, each part measured once as it landed with rounds 117-119's classifier (94ca1e58): 35/44 labels, 24/29 first
    fatal lines, 0/11 false alarms. Fixed after (test_round117_121_families): colibri's refusal of a prompt its context
    cannot hold, TGI's argument check with its "Error" cut, TGI's router that lost its shard ("Server error: transport
    error"). After: 38/44, 26/29, 0/11 (left: ollama's "truncating input prompt", healthy in nine earlier logs and
    context_length_exceeded to both readers of two here; vLLM's max_model_len over the model's, a load failure by a
    source pass's judgement, exited to both readers here and of 47102; a TGI exception before its generic report three
    lines on; vLLM's compute-capability refusal after the bfloat16 one; ROCm's "device kernel image is invalid")."""
    scores = [_accuracy().score(folder) for folder in ROUND120]
    assert sum(s.labels_right for s in scores) >= 38 and sum(s.lines_right for s in scores) >= 26
    assert sum(s.false_alarms for s in scores) == 0


def test_round121_accuracy() -> None:
    """Round 121 (39 new public logs in four parts: Apple Silicon and Metal, containers and clusters, LMDeploy and
    TensorRT-LLM in 2025-26, ollama in 2025-26), labelled and committed before round 121's fixes, each part measured once
    as it landed with rounds 117-120's classifier (b84fdd4c): 34/39 labels, 27/30 first fatal lines, 0/9 false alarms.
    Fixed after (test_round117_121_families): Metal's "Insufficient Memory" in its command buffer's failure, MLX's
    missing kernel, LM Studio's guardrail that refused a load, podman's container that could not be created. After:
    38/39, 30/30, 0/9 (left: a container's missing libcuda.so.1, cuda_error by an earlier round's rule and to the second
    reader, exited to the collector)."""
    scores = [_accuracy().score(folder) for folder in ROUND121]
    assert sum(s.labels_right for s in scores) >= 38 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round122_accuracy() -> None:
    """Round 122 (57 new public logs in six parts: vLLM, SGLang and llama-server in 2025-26, Intel GPUs, Gaudi and TPU,
    hangs, stalls and timeouts, other serving engines), labelled and committed before round 122's fixes, each part
    measured once as it landed with rounds 117-121's classifier (dde6022c): 42/57 labels, 31/37 first fatal lines, 0/20
    false alarms. Fixed after (test_round122_families): wrappers' and clients' readiness deadlines as hangs, SGLang's
    router that would not start, TGI's cancelled shard call, oneCCL's exception, a quantization lookup and Aphrodite's
    constructors as load frames, a launcher's "crashed at startup", Valgrind's invalid read, an assertion on a CUDA
    call's result. After: 53/57, 36/37, 0/20 (left: a gcc failure building Triton's helper, triton_error or exited; a
    Windows exit 0xC0000409, fatal_signal by earlier rounds, exited to both readers here; vLLM's "Exception in ASGI
    application" cut before its exception, healthy in thirty earlier logs, exited to both readers here; Aphrodite's
    config check, model_load_error or exited)."""
    scores = [_accuracy().score(folder) for folder in ROUND122]
    assert sum(s.labels_right for s in scores) >= 53 and sum(s.lines_right for s in scores) >= 36
    assert sum(s.false_alarms for s in scores) == 0


def test_round123_accuracy() -> None:
    """Round 123 (52 new public logs in six parts: Ray Serve and Kubernetes serving stacks, dependency and binary
    mismatches, CPU-only servers, model download, cache and access, NVIDIA Triton Inference Server, desktop and
    self-hosted apps), labelled and committed before round 123's fixes, each part measured once as it landed with round
    122's classifier (0d54f90c): 38/52 labels, 23/36 first fatal lines, 0/16 false alarms. Fixed after
    (test_round123_families): the Hub's and ModelScope's refusals, Nexa's GGUF load error, Triton's failed instance,
    lone lifecycle line and Python stub, Node's listen EACCES, a runtime's server that exited before becoming healthy, a
    request that got no answer, a CPU kernel that could not be generated. After: 46/52, 32/36, 0/16 (left: libcuda.so.1
    missing, cuda_error by earlier rounds, exited to both readers here; a CUDA library missing under llama-cpp-python,
    split; two binary-mismatch warnings before a traceback cut at its top level, exited to both readers at low
    confidence; llama.cpp's Hub listing refused with 429, a precursor by round 62's rule; Ray's "Cluster is NOT ready",
    split)."""
    scores = [_accuracy().score(folder) for folder in ROUND123]
    assert sum(s.labels_right for s in scores) >= 46 and sum(s.lines_right for s in scores) >= 32
    assert sum(s.false_alarms for s in scores) == 0


def test_round124_accuracy() -> None:
    """Round 124 (40 new public logs in six parts: speculative decoding in 2025-26, serverless and managed GPU clouds,
    ARM and edge devices, vLLM in 2023-24, SGLang in 2024 and research servers, llama.cpp's server in 2023-24), labelled
    and committed before round 124's fixes, each part measured once as it landed with round 123's classifier
    (96789548): 33/40 labels, 20/28 first fatal lines, 0/12 false alarms. Fixed after (test_round124_families): runpy's
    module that could not be found, a relayed "Task finished unexpectedly", Modal's and Cog's death lines, DeepSpeed's
    return code, the shell's kill after vLLM's fatal signal, RKNN's handle refused for memory, the tail of torch's shape
    mismatch. After: 40/40, 27/28, 0/12 (left: LightLLM's KeyError after asyncio's "Task exception was never
    retrieved", at the header by the classifier, at the exception to both readers)."""
    scores = [_accuracy().score(folder) for folder in ROUND124]
    assert sum(s.labels_right for s in scores) >= 40 and sum(s.lines_right for s in scores) >= 27
    assert sum(s.false_alarms for s in scores) == 0


def test_round125_accuracy() -> None:
    """Round 125 (19 real llama-server logs from a CPU build on this machine, bench/device/llamacpp_failures31.sh's dry
    run: draft GGUFs bad in new ways, n-gram lookup caches, tensor split without devices, SIGTRAP and SIGSYS, data-segment
    limits, MCP servers, samplers that turn logits to NaN, abandoned streams, a logit bias past the vocabulary, a draft
    through a pipe), labelled blind from the logs and the run log, measured once with round 124's classifier
    (effd7fdd): 14/19 labels, 10/14 first fatal lines, 0/5 false alarms. Fixed after
    (test_round125_families): the shell's SIGTRAP and SIGSYS, MCP servers that could not start, a duplicate tensor name.
    After: 17/19, 14/14, 0/5 (left: "LLAMA_SPLIT_MODE_TENSOR needs >= 1 devices" twice, exited to the labeller as
    heldout280's split-mode refusal, model_load_error to the classifier and the second reader)."""
    score = _accuracy().score(ROUND125[0])
    assert score.labels_right >= 17 and score.lines_right >= 14 and score.false_alarms == 0


def test_round126_accuracy() -> None:
    """Round 126 (57 new public logs in six parts: gateways and proxies, coding agents and chat tools, vLLM's hardware
    plugins and vendor forks, GPU hardware and driver faults, inter-process plumbing, custom and library-level servers),
    labelled and committed before round 126's fixes, each part measured once as it landed with round 125's classifier
    (76682019): 50/57 labels, 23/31 first fatal lines, 0/26 false alarms. Fixed after (test_round126_families): an
    exception under a paste's "...", docker's "oom=true" and the template that asks for it, Ray's worker that could not
    register, NVML's exception, CUDA's error 802. After: 56/57, 30/31, 0/26 (left: vLLM's "Parent process exited,
    terminating worker" at INFO before a cut traceback, exited to both readers, printed by a clean shutdown too)."""
    scores = [_accuracy().score(folder) for folder in ROUND126]
    assert sum(s.labels_right for s in scores) >= 56 and sum(s.lines_right for s in scores) >= 30
    assert sum(s.false_alarms for s in scores) == 0


def test_round127_accuracy() -> None:
    """Round 127 (60 new public logs in six parts: TensorRT-LLM and LMDeploy in 2024, long-running production serving,
    attention and kernel back ends, multi-node inference, distributed llama.cpp-style inference), labelled and committed
    before round 127's fixes, each part measured once as it landed with round 126's classifier (a7c85c40): 52/60 labels,
    27/35 first fatal lines, 0/25 false alarms. Fixed after (test_round127_families): TensorRT-LLM's assertion inside a
    Triton back end's exception, the Ascend runtime's failed call, vLLM's refused attention back end, pydantic's
    refusal, a double-quoted C assert. After: 55/60, 31/35, 0/25 (left: lmdeploy's model check on a config attribute,
    Triton's MLIR diagnostic, a NameError under a quoted source line, FlashInfer's "Invalid configuration", exo's
    "Network is closed")."""
    scores = [_accuracy().score(folder) for folder in ROUND127]
    assert sum(s.labels_right for s in scores) >= 55 and sum(s.lines_right for s in scores) >= 31
    assert sum(s.false_alarms for s in scores) == 0


def test_round128_accuracy() -> None:
    """Round 128 (61 new public logs in six parts: structured output and grammars, CUDA graphs and torch.compile,
    mixture-of-experts kernels, sampling and tokenizer failures, other native engines, KV-cache management), labelled
    and committed before round 128's fixes, each part measured once as it landed with round 127's classifier
    (4b7bc058): 48/61 labels, 26/37 first fatal lines, 3/24 false alarms. Fixed after (test_round128_families): a
    kernel autotuner's skipped tactic, zsh's job report after the C++ runtime's abort, TensorRT-LLM's error-level
    traceback, a logger's bracketed prefix on every line, CLIs' "model failed to load", ollama's template function,
    Jan's terminated engine server, vLLM V0's engine report before its traceback, grammar validation and Gradio's
    handler as request frames. After: 58/61, 33/37, 0/24 (left: TGI's empty "Server error:", ik_llama's NaN check,
    LM Studio's exit code, Cortex's 500 before its load failure)."""
    scores = [_accuracy().score(folder) for folder in ROUND128]
    assert sum(s.labels_right for s in scores) >= 58 and sum(s.lines_right for s in scores) >= 33
    assert sum(s.false_alarms for s in scores) == 0


def test_round129_accuracy() -> None:
    """Round 129 (73 new logs in seven parts: evaluation harnesses, speech and audio serving, notebooks and managed ML
    platforms, pipeline and data parallelism, model swapping and sleep mode, ROCm in 2025-26, and 20 logs of a real
    H100 run of llamacpp_failures31.sh), labelled and committed before round 129's fixes, each part measured once as it
    landed with round 128's classifier (e3df70b5): 62/73 labels, 33/41 first fatal lines, 0/32 false alarms. Fixed
    after (test_round129_families): a report relaying output with a Python warning in it, IPython's arrowed raise line
    and its exception header, CRI's container log wrapper, llama.cpp's refused tensor split mode. After: 66/73, 37/41,
    0/32 (left: label conventions the readers split on - ImportError and unsupported-architecture errors at start-up,
    TGI's "Shard failed to start" - a lone logged exception of vLLM's engine core, a raise line with no exception)."""
    scores = [_accuracy().score(folder) for folder in ROUND129]
    assert sum(s.labels_right for s in scores) >= 66 and sum(s.lines_right for s in scores) >= 37
    assert sum(s.false_alarms for s in scores) == 0


def test_round130_accuracy() -> None:
    """Round 130 (54 new public logs in six parts: model conversion and quantization tools, reasoning models, hybrid
    and state-space models, GPU partitioning and sharing, llama-cpp-python, small consumer GPUs), labelled and committed
    before round 130's fixes, each part measured once as it landed with round 129's classifier (e745a3cc): 47/54
    labels, 23/28 first fatal lines, 0/26 false alarms. Fixed after (test_round130_families): ggml's memory-pool
    overflow before its backtrace, CTranslate2's "CUDA failed with error", converters' unsupported architecture,
    TensorRT-LLM's checkpoint weight loader. After: 52/54, 25/28, 0/26 (left: a gdb backtrace through ggml_abort, a
    traceback cut after vLLM's negative KV-cache budget, a converter wrapper's exit status before the converter's own
    error)."""
    scores = [_accuracy().score(folder) for folder in ROUND130]
    assert sum(s.labels_right for s in scores) >= 52 and sum(s.lines_right for s in scores) >= 25
    assert sum(s.false_alarms for s in scores) == 0


def test_round131_accuracy() -> None:
    """Round 131 (53 new public logs in six parts: start-up argument and configuration errors, host environment
    failures, HTTP front ends and streaming, offline batch inference, fine-tuning stacks that serve, package version
    conflicts), labelled and committed before round 131's fixes, each part measured once as it landed with round 130's
    classifier (719cb9be): 45/53 labels, 24/30 first fatal lines, 0/23 false alarms. Fixed after
    (test_round131_families): a translated linker's "ld: 找不到 -lcuda", vLLM's weight loader's "no module or parameter
    named" and "does not support LoRA yet", a Rust command's "error: ... (os error N)". After: 49/53, 26/30, 0/23 (left:
    ollama clients' own "Error: ..." for a pull or create onto a full disk, a Modelfile's unknown parameter and a host
    it cannot resolve, which round 58 labelled healthy as not the server's)."""
    scores = [_accuracy().score(folder) for folder in ROUND131]
    assert sum(s.labels_right for s in scores) >= 49 and sum(s.lines_right for s in scores) >= 26
    assert sum(s.false_alarms for s in scores) == 0


def test_round132_accuracy() -> None:
    """Round 132 (56 new public logs in six parts: observability and logging, tool calling and chat templates, shutdown
    and signal handling, AWS Neuron and cloud accelerators, runtime JIT kernel compilation, chat front ends and UIs),
    labelled and committed before round 132's fixes, each part measured once as it landed with round 131's classifier
    (fd0233c8): 39/56 labels, 15/32 first fatal lines, 1/24 false alarms (a JVM option, "-XX:+ExitOnOutOfMemoryError").
    Fixed after (test_round132_families): that option, AWS Neuron's model manager, core notifications, failed inferences
    and NERR_RESOURCE burst, llama.cpp's backtrace frames after a process id, a kubelet probe answered with a client
    error. After: 45/56, 22/32, 0/24 (left: tracebacks cut before their exception with no report before them, a lone
    "[rank0]: ValueError" of a chat template file, JIT compile failures the readers split on (exited or triton_error),
    llama-swap's own kill after an unload, Neuron's "NRT_RESOURCE in nrt_load()")."""
    scores = [_accuracy().score(folder) for folder in ROUND132]
    assert sum(s.labels_right for s in scores) >= 45 and sum(s.lines_right for s in scores) >= 22
    assert sum(s.false_alarms for s in scores) == 0


def test_round133_accuracy() -> None:
    """Round 133 (53 new public logs in six parts: TensorRT-LLM 2025-26, LMDeploy 2025-26, TGI v2-v3, llama.cpp's
    Vulkan and OpenCL back ends, GH200 and ARM64 servers, speculative decoding in other engines), labelled and
    committed before round 133's fixes, each part measured once as it landed with round 132's classifier (3717376e):
    39/53 labels, 18/31 first fatal lines, 0/22 false alarms. Fixed after (test_round133_families): TensorRT-LLM's
    error-level traceback behind srun's task label, TurboMind's cut check, cuDNN's missing engine, torch's
    c10_cuda_check stack header, TGI's weights that do not split over its shards, ptxas's unknown gpu-name without its
    prefix, an entry script's failed exec. After: 46/53, 24/31, 0/22 (left: tracebacks cut before their exception,
    OpenMPI's UCC thread-level message and TensorRT's inferShapes error alone, TurboMind's warm-up "failed with status
    6", LMDeploy's logged ImportError with no death after it, an attention back end refused for sm_121 that all three
    readings split on)."""
    scores = [_accuracy().score(folder) for folder in ROUND133]
    assert sum(s.labels_right for s in scores) >= 46 and sum(s.lines_right for s in scores) >= 24
    assert sum(s.false_alarms for s in scores) == 0


def test_round134_accuracy() -> None:
    """Round 134 (76 new logs in seven parts: HPC clusters and Slurm, CPU offloading and host memory, Android and
    mobile, consumer multi-GPU PCIe, FastChat, OpenLLM and orchestrators, vendor-packaged servers; and 20 logs of
    llamacpp_failures32.sh on this machine's CPU build of llama-server), labelled and committed before round 134's
    fixes, each part measured once as it landed with round 133's classifier (dd810a9d): 60/76 labels, 24/37 first
    fatal lines, 1/39 false alarms (llama.cpp's mlock warning). Fixed after (test_round134_families): a shell's job
    report of SIGPROF, SIGPWR, SIGXFSZ or SIGXCPU, Lemonade's and NIM's model load failures, TVM's libOpenCL that
    cannot be opened, the mlock warning. After: 67/76, 29/37, 0/39 (left: tracebacks cut before their exception, a
    lone logged ConnectionError of a FastChat worker, a named multiprocessing child's bare AssertionError, openllm's
    client time-out, labels the readers split on)."""
    scores = [_accuracy().score(folder) for folder in ROUND134]
    assert sum(s.labels_right for s in scores) >= 67 and sum(s.lines_right for s in scores) >= 29
    assert sum(s.false_alarms for s in scores) == 0


def test_round135_accuracy() -> None:
    """Round 135 (60 new public logs in six parts: non-x86 CPU builds, other AI accelerators, gpt-oss and MXFP4,
    omni-modal generation servers, process managers, request validation errors), labelled and committed before round
    135's fixes, each part measured once as it landed with round 134's classifier (219c5020): 47/60 labels, 19/30 first
    fatal lines, 1/30 false alarms (a vLLM tool parser's logged JSONDecodeError). Fixed after (test_round135_families):
    gunicorn's worker time-out and its exit-status report, a serving CLI's "Server process terminated unexpectedly",
    the tool parsers' lines. After: 53/60, 24/30, 0/30 (left: build logs of the server's own compile, tt-metal's
    TT_FATAL under vLLM's engine logger, a worker's death before another worker's xBLAS assertion, an engine
    traceback's frames only, TensorRT-LLM's refusal of attention sinks, which the readers call exited)."""
    scores = [_accuracy().score(folder) for folder in ROUND135]
    assert sum(s.labels_right for s in scores) >= 53 and sum(s.lines_right for s in scores) >= 24
    assert sum(s.false_alarms for s in scores) == 0
